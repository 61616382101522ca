import numpy as np
from flax import nnx


@nnx.jit
def predict_chunk(model, x):
    return model(x)


def predict_all(model, x, chunk=256):
    n = len(x)
    n_pad = (-n) % chunk
    xp = np.concatenate([x, np.zeros((n_pad, x.shape[1]), x.dtype)])
    out = [np.asarray(predict_chunk(model, xp[i:i + chunk])) for i in range(0, len(xp), chunk)]
    return np.concatenate(out)[:n]
