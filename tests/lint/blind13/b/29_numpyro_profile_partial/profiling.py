from functools import partial

import jax
import jax.numpy as jnp
from numpyro.infer.util import log_density

from model import decay_model


def neg_log_joint(free, t, counts, background):
    params = {"log_a": free[:2], "log_tau": free[2:], "background": background}
    lp, _ = log_density(decay_model, (t,), {"counts": counts}, params)
    return -lp


def profile_background(t, counts, grid, init, n_iter=15, lr=2e-4):
    """Profile the posterior over the background rate: optimise the rest at each grid value."""
    profile = []
    free = init
    for b in grid:
        objective = jax.jit(jax.value_and_grad(partial(neg_log_joint, background=b)))
        for _ in range(n_iter):
            val, g = objective(free, t, counts)
            free = free - lr * g
        profile.append(float(val))
    return profile
