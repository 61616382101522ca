from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def smooth(series, kernel):
    return jnp.convolve(series, kernel, mode="same")


def sliding_windows(x, size, stride):
    starts = range(0, len(x) - size + 1, stride)
    return np.stack([x[s:s + size] for s in starts])


def window_features(windows, kernel):
    feats = []
    for w in windows:
        smoother = jax.jit(partial(smooth, kernel=kernel))
        s = smoother(w)
        feats.append(jnp.stack([s.mean(), s.std(), s[-1] - s[0]]))
    return jnp.stack(feats)
