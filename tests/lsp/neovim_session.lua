-- A headless Neovim 0.7 session against `megacorp lsp` with the built-in LSP client
-- (vim.lsp.start_client). Env: MEGACORP (the binary), FILE (a card with a misspelt
-- keyword), EXPECTED (check's first message for it), QUOTE (FLYING's rulebook quote), ROWS
-- (docs/vocabulary.md, whose every row's example is completed and hovered).
-- Prints PASS, or FAIL and why, then quits.
local function finish(ok, why)
  io.stdout:write((ok and 'PASS' or 'FAIL: ' .. why) .. '\n')
  vim.cmd(ok and 'qall!' or 'cquit!')
end
local function check(cond, why)
  if not cond then
    finish(false, why)
    error(why)
  end
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. os.getenv('FILE'))
  vim.bo.filetype = 'megacorp'
  local buf = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    name = 'megacorp',
    cmd = { os.getenv('MEGACORP'), 'lsp' },
    root_dir = vim.fn.fnamemodify(os.getenv('FILE'), ':h'),
  })
  check(client_id, 'the client did not start')
  vim.lsp.buf_attach_client(buf, client_id)

  -- diagnostics: the same message as `megacorp check`, where check puts it
  check(vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20), 'no diagnostics arrived')
  local d = vim.diagnostic.get(buf)[1]
  check(d.message == os.getenv('EXPECTED'), 'diagnostic "' .. d.message .. '" is not check\'s "' .. os.getenv('EXPECTED') .. '"')
  check(d.lnum == 4 and d.col == 12, 'diagnostic at ' .. d.lnum .. ':' .. d.col .. ', not 4:12')
  io.stdout:write('diagnostic: ' .. d.message .. '\n')

  -- a code action through the editor's own command, its choice answered by a stub picker
  vim.ui.select = function(items, _, on_choice) on_choice(items[1], 1) end
  vim.api.nvim_win_set_cursor(0, { 5, 13 })
  vim.lsp.buf.code_action()
  check(vim.wait(10000, function() return vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1] == '  keywords: FLYING' end, 20),
        'the code action did not fix the line: ' .. vim.api.nvim_buf_get_lines(buf, 4, 5, false)[1])
  check(vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20), 'the fixed buffer still has diagnostics')
  io.stdout:write('code action applied, re-check clean\n')

  -- hover on the keyword: its rulebook quote
  vim.api.nvim_win_set_cursor(0, { 5, 14 })
  local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), 10000)
  local value = hover and hover[client_id] and hover[client_id].result and hover[client_id].result.contents.value or ''
  check(value:find(os.getenv('QUOTE'):sub(1, 60), 1, true), 'hover lacks the rulebook quote: ' .. value)
  io.stdout:write('hover has the rulebook quote\n')

  -- hover on the card's name: its text and a link to its face, an SVG in the cache folder
  vim.api.nvim_win_set_cursor(0, { 1, 8 })
  hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), 10000)
  value = hover and hover[client_id] and hover[client_id].result and hover[client_id].result.contents.value or ''
  local face = value:match("%[The card's face%]%((file://[^)]+)%)")
  check(face, 'the card hover links no face: ' .. value)
  local face_file = vim.uri_to_fname(face)
  check(vim.fn.filereadable(face_file) == 1, 'the linked face is not a file: ' .. face_file)
  local svg = table.concat(vim.fn.readfile(face_file), '\n')
  check(svg:find('<title>Nvim Prober</title>', 1, true), 'the linked face is not the card\'s: ' .. face_file)
  io.stdout:write('hover links the card\'s face: ' .. face_file .. '\n')

  -- completion after `keywords: `: the prelude's keywords
  vim.api.nvim_buf_set_lines(buf, 4, 5, false, { '  keywords: ' })
  vim.api.nvim_win_set_cursor(0, { 5, 12 })
  local comp = vim.lsp.buf_request_sync(buf, 'textDocument/completion', vim.lsp.util.make_position_params(), 10000)
  local labels = {}
  for _, item in ipairs(comp[client_id].result.items) do labels[item.label] = true end
  check(labels['FLYING'] and labels['MUTATION'] and not labels['faction'], 'completion lacks the keywords')
  io.stdout:write('completion offers the keywords\n')
  vim.api.nvim_buf_set_lines(buf, 4, 5, false, { '  keywords: FLYING' })

  -- definition of the keyword: the prelude
  vim.api.nvim_win_set_cursor(0, { 5, 14 })
  local def = vim.lsp.buf_request_sync(buf, 'textDocument/definition', vim.lsp.util.make_position_params(), 10000)
  local loc = def[client_id].result
  check(loc and loc.uri:find('/prelude/', 1, true), 'definition is not in the prelude: ' .. vim.inspect(loc))
  io.stdout:write('definition: ' .. loc.uri .. ':' .. loc.range.start.line .. '\n')

  -- every row of docs/vocabulary.md (ROWS): its example in the buffer, where the page says it
  -- checks; completion before its last word lists that word, hover on its middle word answers
  local rows, positions = 0, 0
  for line in io.lines(os.getenv('ROWS')) do
    local cell = line:match('^| .* | ([^|]*) |$')
    local example = line:sub(1, 4) ~= '|---' and cell and cell:match('^`([^`]+)`')
    if example then
      rows = rows + 1
      -- NAME is the page's placeholder for a keyword's name (section 1, `keywords:`): a real one
      example = example:gsub('%f[%w]NAME%f[%W]', 'FLYING')
      local lines
      if example:sub(1, 8) == 'keyword ' then
        lines = { example }
      else
        local kind = example:sub(1, 11) == 'on resolve:' and 'event' or 'character'
        lines = { 'card "Vocabulary Example" {', '  type: ' .. kind, '  cost: 1M', '  traits: IQ 1, EQ 1, MQ 1, BQ 1',
                  '  ' .. example, '}' }
      end
      local row = #lines == 1 and 1 or 5
      local text = lines[row]
      vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
      -- the words outside quotes: their columns
      local starts, quoted = {}, false
      for col = 1, #text do
        local c = text:sub(col, col)
        if c == '"' then quoted = not quoted end
        if not quoted and (col == 1 or text:sub(col - 1, col - 1) == ' ') and c:match('[%a#]') then starts[#starts + 1] = col end
      end
      local last = starts[#starts]
      local word = text:sub(last):match('^[#%w_\']+')
      vim.api.nvim_win_set_cursor(0, { row, last - 1 })
      local result = vim.lsp.buf_request_sync(buf, 'textDocument/completion', vim.lsp.util.make_position_params(), 10000)
      local items = result and result[client_id] and result[client_id].result and result[client_id].result.items or {}
      local listed = false
      for _, item in ipairs(items) do
        local new = item.textEdit and item.textEdit.newText or item.label
        local from = item.textEdit and item.textEdit.range.start.character + 1 or last
        if text:sub(from, from + #new - 1) == new and from + #new >= last + #word then listed = true end
      end
      check(listed, 'completion at `' .. text:sub(1, last - 1) .. '|` lacks `' .. word .. '` (' .. #items .. ' items)')
      local middle = starts[math.floor((#starts + 1) / 2)]
      vim.api.nvim_win_set_cursor(0, { row, middle - 1 })
      local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', vim.lsp.util.make_position_params(), 10000)
      local value = hover and hover[client_id] and hover[client_id].result and hover[client_id].result.contents.value or ''
      check(value ~= '', 'no hover on `' .. text:sub(middle):match('^[#%w_\']+') .. '` in `' .. example .. '`')
      positions = positions + 2
    end
  end
  check(rows > 200, 'only ' .. rows .. ' rows read from ' .. tostring(os.getenv('ROWS')))
  io.stdout:write('rows of docs/vocabulary.md: ' .. rows .. ', completion and hover at ' .. positions .. ' positions\n')

  vim.lsp.stop_client(client_id)
  finish(true)
end)
if not ok then finish(false, tostring(err)) end
