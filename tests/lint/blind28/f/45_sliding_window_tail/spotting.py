import jax
import jax.numpy as jnp

WINDOW = 16
STRIDE = 8


@jax.jit
def window_scores(window, w):
    feats = jnp.concatenate([window.mean(0), window.std(0)], axis=-1)
    return jax.nn.sigmoid(feats @ w)


def spot_signs(stream, w, threshold=0.5):
    hits = []
    for start in range(0, stream.shape[0], STRIDE):
        s = window_scores(stream[start : start + WINDOW], w)
        if float(s.max()) > threshold:
            hits.append((start, int(s.argmax())))
    return hits
