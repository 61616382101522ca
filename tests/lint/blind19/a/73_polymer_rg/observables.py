import jax
import jax.numpy as jnp


@jax.jit
def gyration_radius(frame):
    center = jnp.mean(frame, axis=0)
    return jnp.sqrt(jnp.mean(jnp.sum((frame - center) ** 2, axis=1)))
