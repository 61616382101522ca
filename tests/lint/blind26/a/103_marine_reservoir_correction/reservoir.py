import jax
import jax.numpy as jnp


@jax.jit
def adjust_reservoir(ages, errs, global_r=jnp.float32(400.0), delta_r=jnp.float32(0.0)):
    offset = global_r + delta_r
    return ages - offset, jnp.sqrt(errs ** 2 + 25.0 ** 2)
