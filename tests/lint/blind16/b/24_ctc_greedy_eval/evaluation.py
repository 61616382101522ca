import jax
import numpy as np

from model import greedy_ctc


def collapse(row):
    return [int(t) for t in row if t >= 0]


def edit_distance(a, b):
    d = np.arange(len(b) + 1)
    for i, x in enumerate(a, 1):
        prev, d[0] = d[0], i
        for j, y in enumerate(b, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (x != y))
    return int(d[len(b)])


decode = jax.jit(greedy_ctc)


def evaluate_ter(params, eval_set):
    errors, total = 0, 0
    for feats, refs in eval_set:
        hyps = np.asarray(decode(params, feats))
        for hyp, ref in zip(hyps, refs):
            errors += edit_distance(collapse(hyp), ref)
            total += len(ref)
    return errors / max(total, 1)
