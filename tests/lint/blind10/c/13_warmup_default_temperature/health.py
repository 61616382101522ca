import time

import numpy as np

from model import predict_proba


def warm_up(params, batch_size, n_in):
    """Run one dummy batch so the first real request does not pay for compilation."""
    dummy = np.zeros((batch_size, n_in), np.float32)
    t0 = time.perf_counter()
    out = predict_proba(params, dummy)
    out.block_until_ready()
    return time.perf_counter() - t0


def healthy(params, batch_size, n_in):
    probs = np.asarray(predict_proba(params, np.ones((batch_size, n_in), np.float32)))
    return bool(np.allclose(probs.sum(-1), 1.0, atol=1e-4))
