" Vim syntax for the Megacorp card language (.mc): cards, keyword definitions, decks,
" scenarios and rules variants. The same choices as the TextMate grammar
" (editors/vscode/syntaxes): '#' then a blank starts a comment while '#WORD' is a tag;
" upper-case runs are keyword names, except the traits IQ, EQ, MQ, BQ; a field is a
" lower-case word and ':' at the start of a line.
if exists('b:current_syntax')
  finish
endif

syn match megacorpNumber /\<-\?\d\+\>/
syn match megacorpNumber /\<\d\+\ze\%(IQ\|EQ\|MQ\|BQ\)\>/
syn match megacorpShape /\<\d\+x\d\+\>/
syn match megacorpMoney /\<\d\+\s\?M\>/
syn match megacorpMoney /\<M\>/
syn match megacorpTrait /\%([A-Za-z_]\)\@<!\%(IQ\|EQ\|MQ\|BQ\)\>/
syn match megacorpKeywordName /\<\%(\%(IQ\|EQ\|MQ\|BQ\)\>\)\@![A-Z][A-Z0-9_]\+\>\%([ \t]\+\%(\%(IQ\|EQ\|MQ\|BQ\)\>\)\@![A-Z][A-Z0-9_]\+\>\)*/
syn match megacorpTag /#[A-Za-z][A-Za-z0-9_]*/
syn match megacorpField /^\s*\zs[a-z]\+\ze\s*:/
" A form's word before its name (`card "X"`, `keyword FLYING`), not a line that goes on with
" `card ...` (`rule: this has the traits of the` / `card this is bonded to`).
syn match megacorpForm /^\s*\zs\<\%(card\|keyword\|deck\|scenario\|variant\)\>\ze\s\+\%("\|[A-Z]\)/
syn match megacorpTrigger /\<\%(when\|on\s\+resolve\|instead\s\+of\|ability\|expect\)\>/
syn match megacorpTrigger /^\s*\zsrule\ze\s*:/
" `activate: COSTS -> EFFECT`, an ability activated as the text runs (not `activate only`).
syn match megacorpTrigger /\<activate\ze\s*:/
" `choose one: A; or B`, `target opponent chooses one: ...`: a modal statement.
syn match megacorpTrigger /\<chooses\=\s\+one\ze\s*:/
syn keyword megacorpControl if else then while until for each
" `for the first time each turn` after a trigger: the words between the keywords `for` and `each`, and `turn`.
syn match megacorpControl /\<for\s\+\zsthe\s\+first\s\+time\ze\s\+each\>/
syn match megacorpControl /\<first\s\+time\s\+each\s\+\zsturn\>/
" A delayed effect's moment (docs/vocabulary.md 6): `at the start of your next turn`, `at the beginning of the end phase`, `at end of turn`.
syn match megacorpControl /\<at\s\+the\s\+\(start\|beginning\)\s\+of\s\+\(your\s\+next\s\+turn\|the\s\+end\s\+phase\)\>/
syn match megacorpControl /\<at\s\+end\s\+of\s\+turn\>/
syn keyword megacorpOperator and or not
syn keyword megacorpModal may can cannot must
syn keyword megacorpThis this
syn match megacorpOperator /->\|>=\|<=\|[<>=+]/
syn match megacorpEscape /\\["\\nt]/ contained
syn region megacorpString start=/"/ skip=/\\./ end=/"\|$/ contains=megacorpEscape oneline
syn match megacorpComment /#\%([ \t#]\|$\).*$/ contains=@Spell
syn match megacorpComment +//.*$+ contains=@Spell

hi def link megacorpComment Comment
hi def link megacorpString String
hi def link megacorpEscape SpecialChar
hi def link megacorpForm Structure
hi def link megacorpTrigger Statement
hi def link megacorpControl Conditional
hi def link megacorpOperator Operator
hi def link megacorpModal Keyword
hi def link megacorpThis Identifier
hi def link megacorpField Identifier
hi def link megacorpKeywordName Function
hi def link megacorpTag Constant
hi def link megacorpTrait Type
hi def link megacorpMoney Number
hi def link megacorpShape Number
hi def link megacorpNumber Number

let b:current_syntax = 'megacorp'
