from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("settings",))
def press_yield(skin_frac, juice0, settings):
    steps = jnp.arange(1, settings.n_cycles + 1, dtype=jnp.float32)
    if settings.ramp == "linear":
        pressure = settings.max_bar * steps / settings.n_cycles
    else:
        pressure = settings.max_bar * jnp.sqrt(steps / settings.n_cycles)
    frac = 1.0 - jnp.exp(-0.35 * pressure * (1.0 - skin_frac))
    extracted = juice0 * jnp.diff(jnp.concatenate([jnp.zeros(1), frac]))
    return extracted, extracted.sum()
