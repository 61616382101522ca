import jax
import jax.numpy as jnp


@jax.jit
def body_load(acc):
    a = acc.astype(jnp.float32)
    jerk = jnp.diff(a, axis=0)
    return jnp.sum(jnp.sqrt(jnp.sum(jerk ** 2, axis=1))) / 100.0
