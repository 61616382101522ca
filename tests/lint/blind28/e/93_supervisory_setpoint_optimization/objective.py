from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("weights",))
def best_setpoint(candidates, t_out, price, weights):
    w_energy, w_comfort = weights
    energy = jnp.abs(candidates - t_out) * price
    discomfort = (candidates - 22.5) ** 2
    return candidates[jnp.argmin(w_energy * energy + w_comfort * discomfort)]
