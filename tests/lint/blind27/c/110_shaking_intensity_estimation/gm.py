import jax
import jax.numpy as jnp


@jax.jit
def shaking_intensity(pga, pgv):
    return jnp.where(pgv > 0.08, 3.47 * jnp.log10(pgv * 100) + 2.35, 2.2 * jnp.log10(pga * 981) + 1.0)
