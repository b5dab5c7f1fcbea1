"""Copies a few corpus cases into examples.json for the demo's playground: program text (StableHLO
and HLO), the jaxlib inputs and outputs as base64 .npy, and tolerances, so the page can run a case
on jaxlib's own inputs and show how far it lands from jaxlib's outputs.
Run from the repository root: python3 www/examples/make_examples.py"""

import base64
import json
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
CORPUS = os.path.join(ROOT, "tests", "conformance")
NAMES = ["dot_matmul", "softmax", "layernorm", "mlp_forward", "gelu", "reduce_sum",
         "conv2d_nhwc", "reduce_window_maxpool", "cumsum", "while_fori_loop"]


def b64(path):
    with open(path, "rb") as f:
        return base64.b64encode(f.read()).decode()


def main():
    out = []
    for name in NAMES:
        d = os.path.join(CORPUS, name)
        case = json.load(open(os.path.join(d, "case.json")))
        out.append({
            "name": name,
            "description": case["description"],
            "mlir": open(os.path.join(d, "module.mlir")).read(),
            "hlo": open(os.path.join(d, "module.hlo")).read(),
            "inputs": [{"dtype": i["dtype"], "shape": i["shape"], "npy": b64(os.path.join(d, i["file"]))}
                       for i in case["inputs"]],
            "outputs": [{"dtype": o["dtype"], "shape": o["shape"], "rtol": o["rtol"], "atol": o["atol"],
                         "npy": b64(os.path.join(d, o["file"]))} for o in case["outputs"]],
        })
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "examples.json"), "w") as f:
        json.dump(out, f, indent=0)


if __name__ == "__main__":
    main()
