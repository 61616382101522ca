import jax.numpy as jnp
import numpy as np

from grading import ripeness_probs


def pick_temperature(w, x_val, y_val, grid=(0.5, 1.0, 1.5, 2.0)):
    best, best_nll = None, np.inf
    for t in grid:
        p = ripeness_probs(w, x_val, t)
        nll = -float(jnp.mean(jnp.log(p[jnp.arange(len(y_val)), y_val] + 1e-9)))
        if nll < best_nll:
            best, best_nll = t, nll
    return best
