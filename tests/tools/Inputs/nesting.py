"""Prints a StableHLO program nested KIND DEPTH deep (tests/tools/input_nesting.test).

regions:        DEPTH stablehlo.while ops, each in the body of the one before
tuple:          a function argument of DEPTH nested tuple types
array, dict:    a function attribute of DEPTH nested arrays / dictionaries
array-aliases:  DEPTH attribute aliases, each an array holding the one before
tuple-aliases:  DEPTH type aliases, each a tuple holding the one before

With --lsp, prints the messages of an editor that opens the program in
stablehlo-lsp-server (-lit-test form: messages separated by "// -----").
"""

import json
import sys

kind, depth = sys.argv[1], int(sys.argv[2])
lsp = "--lsp" in sys.argv[3:]
out = []


def func(arg_type="tensor<f32>", attrs=""):
    out.append(f"func.func @main(%x: {arg_type}) -> {arg_type}{attrs} {{")
    out.append(f"  return %x : {arg_type}")
    out.append("}")


if kind == "regions":
    out.append("func.func @main(%x: tensor<f32>) -> tensor<f32> {")
    value = "%x"
    for i in range(depth):
        out.append(f"%w{i} = stablehlo.while(%it{i} = {value}) : tensor<f32>")
        out.append(f"cond {{\n%c{i} = stablehlo.constant dense<false> : tensor<i1>")
        out.append(f"stablehlo.return %c{i} : tensor<i1>\n}} do {{")
        value = f"%it{i}"
    out.append(f"stablehlo.return {value} : tensor<f32>")
    for i in reversed(range(depth)):
        out.append("}")
        if i:
            out.append(f"stablehlo.return %w{i} : tensor<f32>")
    out.append("return %w0 : tensor<f32>\n}")
elif kind == "tuple":
    func("tuple<" * depth + "tensor<f32>" + ">" * depth)
elif kind == "array":
    func(attrs=" attributes {x = " + "[" * depth + "1 : i64" + "]" * depth + "}")
elif kind == "dict":
    func(attrs=" attributes {x = " + "{a = " * depth + "1 : i64" + "}" * depth + "}")
elif kind == "array-aliases":
    out.append("#a0 = [1 : i64]")
    out.extend(f"#a{i} = [#a{i - 1}]" for i in range(1, depth))
    func(attrs=f" attributes {{x = #a{depth - 1}}}")
elif kind == "tuple-aliases":
    out.append("!t0 = tuple<tensor<f32>>")
    out.extend(f"!t{i} = tuple<!t{i - 1}>" for i in range(1, depth))
    func(f"!t{depth - 1}")
else:
    sys.exit(f"unknown kind {kind}")
text = "\n".join(out) + "\n"
if not lsp:
    sys.stdout.write(text)
    sys.exit(0)
messages = [
    {
        "jsonrpc": "2.0",
        "id": 0,
        "method": "initialize",
        "params": {"processId": 1, "rootUri": "test", "capabilities": {}, "trace": "off"},
    },
    {
        "jsonrpc": "2.0",
        "method": "textDocument/didOpen",
        "params": {"textDocument": {"uri": "test:///deep.mlir", "languageId": "mlir", "version": 1, "text": text}},
    },
    {"jsonrpc": "2.0", "id": 1, "method": "shutdown"},
    {"jsonrpc": "2.0", "method": "exit"},
]
print("\n// -----\n".join(json.dumps(m) for m in messages))
