import numpy as np

from metrics import make_eval_fn


def linear_apply(params, x):
    return x @ params["w"] + params["b"]


def run_eval(params, batches):
    eval_fn = make_eval_fn(linear_apply)
    totals = {"loss": 0.0, "accuracy": 0.0}
    for x, y in batches:
        out = eval_fn(params, x, y)
        for k in totals:
            totals[k] += float(out[k])
    return {k: v / len(batches) for k, v in totals.items()}
