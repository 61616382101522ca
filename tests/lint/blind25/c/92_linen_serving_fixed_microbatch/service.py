import jax
import numpy as np

from model import RealBogus

MICROBATCH = 64
_net = RealBogus()


@jax.jit
def realbogus_scores(params, stamps):
    return _net.apply(params, stamps)


def score_alerts(params, stamps):
    n = len(stamps)
    out = np.empty(n, np.float32)
    for s in range(0, n, MICROBATCH):
        chunk = stamps[s:s + MICROBATCH]
        k = len(chunk)
        if k < MICROBATCH:
            chunk = np.concatenate([chunk, np.zeros((MICROBATCH - k,) + chunk.shape[1:], chunk.dtype)])
        out[s:s + k] = np.asarray(realbogus_scores(params, chunk))[:k]
    return out
