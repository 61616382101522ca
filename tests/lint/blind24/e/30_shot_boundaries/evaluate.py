import jax
import numpy as np

from net import cut_scores


def evaluate(params, reels):
    hits, total = 0, 0
    for diffs, cuts in reels:
        scores = jax.jit(cut_scores)(params, diffs)
        hits += int(((np.asarray(scores) > 0.5) == cuts).sum())
        total += cuts.size
    return hits / total
