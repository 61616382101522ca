import jax
import jax.numpy as jnp


@jax.jit
def loading_rate(force, frame):
    idx = jnp.arange(force.shape[0])
    pre = jnp.where((idx <= frame) & (idx > frame - 20), force, 0.0)
    return jnp.max(pre) / 0.02
