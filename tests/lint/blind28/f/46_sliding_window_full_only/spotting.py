import jax
import jax.numpy as jnp
import numpy as np

WINDOW = 16
STRIDE = 8


@jax.jit
def score_windows(windows, w):
    feats = jnp.concatenate([windows.mean(1), windows.std(1)], axis=-1)
    return jax.nn.sigmoid(feats @ w)


def frame_windows(stream):
    starts = range(0, stream.shape[0] - WINDOW + 1, STRIDE)
    return np.stack([stream[s : s + WINDOW] for s in starts]), list(starts)


def spot_signs(stream, w, threshold=0.5):
    windows, starts = frame_windows(stream)
    hits = []
    for i in range(len(starts)):
        s = score_windows(windows[i : i + 1], w)[0]
        if float(s.max()) > threshold:
            hits.append((starts[i], int(s.argmax())))
    return hits
