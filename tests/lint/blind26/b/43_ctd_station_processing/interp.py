from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("method",))
def to_standard_depths(z, values, z_std, max_gap, method):
    if method == "linear":
        out = jnp.interp(z_std, z, values)
    else:
        idx = jnp.clip(jnp.searchsorted(z, z_std), 1, z.shape[0] - 1)
        left_closer = (z_std - z[idx - 1]) < (z[idx] - z_std)
        out = jnp.where(left_closer, values[idx - 1], values[idx])
    idx = jnp.clip(jnp.searchsorted(z, z_std), 1, z.shape[0] - 1)
    gap = z[idx] - z[idx - 1]
    return jnp.where((gap <= max_gap) & (z_std <= z[-1]), out, jnp.nan)
