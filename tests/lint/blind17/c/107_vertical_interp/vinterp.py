from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("method",))
def to_pressure_levels(field, p_model, p_target, method="log-linear"):
    if method.lower() == "log-linear":
        xp, x = jnp.log(p_model[::-1]), jnp.log(p_target)
    else:
        xp, x = p_model[::-1], p_target
    return jax.vmap(lambda col: jnp.interp(x, xp, col[::-1]), in_axes=1, out_axes=1)(field)


def quicklook(field, p_model, p_target):
    return to_pressure_levels(field, p_model, p_target, method="log-linear")
