Content-Length: 119

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": null, "rootPath": ".", "capabilities": {}}}Content-Length: 550

{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///fuzz/card.mc", "languageId": "megacorp", "version": 1, "text": "card \"Fuzz Agent\" {\n  type: character\n  faction: corp\n  cost: 2M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  keywords: CASHFLOW 1\n  text: \"When this enters play, draw a card.\"\n}\n\ndeck \"Fuzz Deck\" {\n  business: \"Kurzwel Dynamics\"\n  founder: \"The Glass Man\"\n  resources: 4 \"Affluent Customers\", 4 \"Selfish Consumers\"\n  main: 4 \"Fuzz Agent\", 4 \"Chrome Enforcer\"\n}\n"}}}Content-Length: 113

{"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": "file:///fuzz/card.mc"}}}Content-Length: 114

{"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": "file:///fuzz/card.mc"}}}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}