" .mc files are Megacorp card language files, whatever the built-in detection would guess.
autocmd BufRead,BufNewFile *.mc set filetype=megacorp
