-- Checks the Vim syntax and filetype files (editors/vim) in Neovim against the annotated
-- samples of the VS Code package: each probe names a line (a Lua pattern), a text on it,
-- and the syntax group expected at that text's first character (empty: none).
-- Run by scripts/test_editor.sh.
local samples = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h:h:h') .. '/vscode/test/'
local probes = {
  { 'card.mc', '^card "Editor Test Hierarch"', 'card', 'megacorpForm' },
  { 'card.mc', '^  type:', 'type', 'megacorpField' },
  { 'card.mc', '^  type:', '# a comment', 'megacorpComment' },
  { 'card.mc', '^  cost: 4M', '4M', 'megacorpMoney' },
  { 'card.mc', '^  cost: 4M', '3BQ', 'megacorpNumber' },
  { 'card.mc', '^  cost: 4M', 'BQ', 'megacorpTrait' },
  { 'card.mc', '^  traits:', '-', '' },
  { 'card.mc', '^  tags: #GMO', '#GMO', 'megacorpTag' },
  { 'card.mc', '^  keywords: FLYING', 'AREA ATTACK', 'megacorpKeywordName' },
  { 'card.mc', '^  keywords: FLYING', 'BQ', 'megacorpTrait' },
  { 'card.mc', '^  keywords: FLYING', '1x4', 'megacorpShape' },
  { 'card.mc', '^  flavour:', '"Bred', 'megacorpString' },
  { 'card.mc', '^  flavour:', '\\"', 'megacorpEscape' },
  { 'card.mc', '^  flavour:', '# not a comment', 'megacorpString' },
  { 'card.mc', '^  when this is deployed', 'when', 'megacorpTrigger' },
  { 'card.mc', 'to a business:', 'business', '' },
  { 'card.mc', '^  ability "Prophecy"', 'ability', 'megacorpTrigger' },
  { 'card.mc', '^  ability "Prophecy"', '->', 'megacorpOperator' },
  { 'card.mc', '^  on resolve', 'on resolve', 'megacorpTrigger' },
  { 'card.mc', '^  rule: this cannot', 'rule', 'megacorpTrigger' },
  { 'card.mc', '^  rule: this cannot', 'cannot', 'megacorpModal' },
  -- the rules 'has the traits of' and 'gains the keywords of': no field, no form inside them
  { 'card.mc', '^  rule: this has the traits', 'traits', '' },
  { 'card.mc', '^  rule: this has the traits', 'while', 'megacorpControl' },
  { 'card.mc', '^  rule: this gains the keywords', 'keywords', '' },
  { 'card.mc', '^  rule: this gains the keywords', 'this', 'megacorpThis' },
  { 'card.mc', '^        card this is bonded', 'card', '' },
  { 'card.mc', 'do nothing', '// the other', 'megacorpComment' },
  { 'card.mc', 'target opponent chooses one:', 'chooses one', 'megacorpTrigger' },
  { 'keyword.mc', '^keyword EDITOR GUARD', 'keyword', 'megacorpForm' },
  { 'keyword.mc', '^keyword EDITOR GUARD', 'EDITOR GUARD', 'megacorpKeywordName' },
  { 'keyword.mc', 'adjacent to a card with #t', '#t', 'megacorpTag' },
  { 'keyword.mc', 'you may activate: pay', 'activate', 'megacorpTrigger' },
  { 'keyword.mc', '^variant "editor', 'variant', 'megacorpForm' },
  { 'keyword.mc', '^variant "editor', '"editor', 'megacorpString' },
  { 'scenario.mc', '^  expect Ana has 6M', 'expect', 'megacorpTrigger' },
  { 'scenario.mc', '^  expect Ana has 6M', '6M', 'megacorpMoney' },
  { 'scenario.mc', '^  Ana produces BQ', 'BQ', 'megacorpTrait' },
}

local failures = 0
for _, p in ipairs(probes) do
  local file, line_pattern, text, want = unpack(p)
  -- Each file is opened once: editing the current file again confuses synID().
  if vim.api.nvim_buf_get_name(0) ~= samples .. file then
    vim.cmd('edit ' .. vim.fn.fnameescape(samples .. file))
  end
  if vim.bo.filetype ~= 'megacorp' then
    print(file .. ': filetype is "' .. vim.bo.filetype .. '", not megacorp')
    failures = failures + 1
  end
  local found = false
  for i, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    local col = line:find(line_pattern) and line:find(text, 1, true)
    if col then
      found = true
      local got = vim.fn.synIDattr(vim.fn.synID(i, col, 1), 'name')
      if got ~= want then
        print(string.format('%s:%d:%d: "%s" is %s, expected %s', file, i, col, text,
          got == '' and 'unhighlighted' or got, want == '' and 'unhighlighted' or want))
        failures = failures + 1
      end
      break
    end
  end
  if not found then
    print(string.format('%s: no line matches "%s" with "%s"', file, line_pattern, text))
    failures = failures + 1
  end
end
print(string.format('vim syntax: %d probes, %d failed', #probes, failures))
vim.cmd(failures == 0 and 'qall!' or 'cquit!')
