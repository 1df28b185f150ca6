Content-Length: 119

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": null, "rootPath": ".", "capabilities": {}}}Content-Length: 33

{"jsonrpc":"2.0","id":2,"method":Content-Length: 7

[1,2,3]Content-Length: 48

{"jsonrpc": "2.0", "id": 3, "method": "no/such"}Content-Length: 99

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": {"textDocument": {"uri": 7}}}Content-Length: 43

{"jsonrpc": "2.0", "id": 5, "result": null}Content-Length: 66

{"jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": null}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}