import numpy as np


def run_eval(score_fn, batches, hooks=()):
    for users, targets in batches:
        scores = score_fn(users)
        for hook in hooks:
            hook(scores, targets)
    return {type(h).__name__: h.result() for h in hooks}
