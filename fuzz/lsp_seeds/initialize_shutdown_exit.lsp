Content-Length: 119

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": null, "rootPath": ".", "capabilities": {}}}Content-Length: 57

{"jsonrpc": "2.0", "method": "initialized", "params": {}}Content-Length: 66

{"jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": null}Content-Length: 36

{"jsonrpc": "2.0", "method": "exit"}