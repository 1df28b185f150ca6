;;; megacorp-mode.el --- Megacorp card language: highlighting, comments, eglot -*- lexical-binding: t -*-

;; A minimal major mode for Megacorp .mc files (cards, keywords, decks, scenarios, variants) that
;; registers `megacorp lsp' with eglot. Usage (docs/editors.md):
;;   (load "/path/to/checkout/editors/emacs/megacorp-mode.el")
;;   (add-hook 'megacorp-mode-hook #'eglot-ensure)

;;; Code:

(defvar megacorp-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    ;; `//' starts a comment; `#' does too, but only before a blank, `#' or the line's
    ;; end (`#GMO' is a tag): see `megacorp--syntax-propertize'.
    (modify-syntax-entry ?/ ". 12" table)
    (modify-syntax-entry ?# "." table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?_ "_" table)
    table)
  "Syntax table for `megacorp-mode'.")

(defun megacorp--syntax-propertize (start end)
  "Mark each `#' that starts a comment between START and END (not inside a string)."
  (goto-char start)
  (funcall
   (syntax-propertize-rules
    ("\\(#\\)\\(?:[ \t#]\\|$\\)"
     (1 (unless (nth 8 (save-excursion (syntax-ppss (match-beginning 0))))
          (string-to-syntax "<")))))
   start end))

(defconst megacorp-font-lock-keywords
  `(;; The five forms, and the words that open an ability.
    ("^\\(card\\|keyword\\|deck\\|scenario\\|variant\\)\\_>" 1 font-lock-keyword-face)
    ("\\_<\\(when\\|on[ \t]+resolve\\|instead[ \t]+of\\|rule\\|ability\\|expect\\)\\_>"
     . font-lock-keyword-face)
    ;; `for the first time each turn' after a trigger (docs/vocabulary.md 3.3).
    ("\\_<for[ \t]+the[ \t]+first[ \t]+time[ \t]+each[ \t]+turn\\_>" . font-lock-keyword-face)
    ;; A delayed effect's moment (docs/vocabulary.md 6).
    ("\\_<at[ \t]+\\(?:the[ \t]+\\(?:start\\|beginning\\)[ \t]+of[ \t]+\\(?:your[ \t]+next[ \t]+turn\\|the[ \t]+end[ \t]+phase\\)\\|end[ \t]+of[ \t]+turn\\)\\_>" . font-lock-keyword-face)
    ;; `activate: COSTS -> EFFECT`, an ability activated as the text runs (not `activate only`).
    ("\\_<\\(activate\\)[ \t]*:" 1 font-lock-keyword-face)
    ;; `choose one: A; or B`, `target opponent chooses one: ...`: a modal statement.
    ("\\_<\\(chooses?[ \t]+one\\)[ \t]*:" 1 font-lock-keyword-face)
    ;; Fields: a lower-case word and ':' at the start of a line.
    ("^[ \t]*\\([a-z]+\\)[ \t]*:" 1 font-lock-variable-name-face)
    ;; Tags (#GMO), traits, keyword names in upper case (FLYING, DISASTER LEVEL), money (4M).
    ("#[A-Za-z][A-Za-z0-9_]*" . font-lock-constant-face)
    ("\\_<[0-9]*\\(?:IQ\\|EQ\\|MQ\\|BQ\\)\\_>" . font-lock-builtin-face)
    (,(let ((word "\\(?:[A-Z][A-Z0-9_]\\{2,\\}\\|[A-Z][A-PR-Z0-9_]\\)"))  ; not IQ, EQ, MQ, BQ
        (concat "\\_<" word "\\(?:[ \t]+" word "\\)*\\_>"))
     . font-lock-type-face)
    ("\\_<[0-9]+[ \t]?M\\_>" . font-lock-constant-face))
  "Highlighting for `megacorp-mode'.")

;;;###autoload
(define-derived-mode megacorp-mode prog-mode "Megacorp"
  "Major mode for Megacorp card language files (.mc)."
  (setq-local syntax-propertize-function #'megacorp--syntax-propertize)
  (setq-local font-lock-defaults '(megacorp-font-lock-keywords))
  (setq-local comment-start "# ")
  (setq-local comment-start-skip "\\(?:#+\\|//+\\)[ \t]*")
  (setq-local indent-tabs-mode nil))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.mc\\'" . megacorp-mode))

;; The language server: `megacorp lsp' over stdio.
(defvar eglot-server-programs)
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(megacorp-mode . ("megacorp" "lsp"))))

(provide 'megacorp-mode)
;;; megacorp-mode.el ends here
