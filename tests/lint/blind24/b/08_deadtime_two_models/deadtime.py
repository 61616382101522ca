from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("model",))
def true_rate(measured_cps, tau_s, model):
    if model == "nonparalyzable":
        return measured_cps / (1.0 - measured_cps * tau_s)
    # paralyzable: invert m = n exp(-n tau) with fixed Newton iterations
    n = measured_cps
    for _ in range(8):
        f = n * jnp.exp(-n * tau_s) - measured_cps
        df = jnp.exp(-n * tau_s) * (1.0 - n * tau_s)
        n = n - f / df
    return n
