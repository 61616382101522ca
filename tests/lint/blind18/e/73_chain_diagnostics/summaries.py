from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("label",))
def summarize(draws, label):
    q = jnp.quantile(draws, jnp.array([0.05, 0.5, 0.95]))
    centered = draws - draws.mean()
    acf1 = jnp.sum(centered[1:] * centered[:-1]) / jnp.sum(centered ** 2)
    return {
        f"{label}/mean": draws.mean(),
        f"{label}/q05": q[0],
        f"{label}/median": q[1],
        f"{label}/q95": q[2],
        f"{label}/acf1": acf1,
    }
