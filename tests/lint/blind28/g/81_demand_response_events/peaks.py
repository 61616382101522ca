from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_peak_hours",))
def peak_window_energy(load, n_peak_hours):
    top, _ = jax.lax.top_k(load, n_peak_hours)
    return top.sum(), top.min()
