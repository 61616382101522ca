from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("rules",))
def next_rates(current, occupancy, pace, rules):
    target = current * (1.0 + 0.5 * (occupancy - 0.75) + 0.2 * (pace - 1.0))
    delta = jnp.clip(target - current, -rules.max_step, rules.max_step)
    return jnp.clip(current + delta, rules.floor, rules.ceiling)
