from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("temperature",))
def calibrated_scores(logits, temperature):
    if temperature != 1.0:
        logits = logits / temperature
    return jax.nn.sigmoid(logits)


def refit_temperature(logits, labels, grid):
    best, best_nll = 1.0, float("inf")
    for t in grid:
        p = calibrated_scores(logits, temperature=float(t))
        nll = float(-jnp.mean(labels * jnp.log(p + 1e-7) + (1 - labels) * jnp.log(1 - p + 1e-7)))
        if nll < best_nll:
            best, best_nll = float(t), nll
    return best
