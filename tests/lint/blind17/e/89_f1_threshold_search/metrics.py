import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def f1_at(probs, labels, threshold):
    pred = probs >= threshold
    tp = jnp.sum(pred & (labels == 1))
    fp = jnp.sum(pred & (labels == 0))
    fn = jnp.sum(~pred & (labels == 1))
    return 2 * tp / jnp.maximum(2 * tp + fp + fn, 1)


def tune_threshold(probs, labels, grid=None):
    if grid is None:
        grid = np.linspace(0.05, 0.95, 19)
    scores = [float(f1_at(probs, labels, float(t))) for t in grid]
    best = int(np.argmax(scores))
    return grid[best], scores[best]
