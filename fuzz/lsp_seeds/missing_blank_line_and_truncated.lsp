Content-Length: 10
{"jsonrpc"Content-Length: 119

{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": null, "rootPath": ".", "capabilities": {}}}Content-Length: 500

{"jsonrpc":"2.0"