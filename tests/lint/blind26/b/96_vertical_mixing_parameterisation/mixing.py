import jax
import jax.numpy as jnp


@jax.jit
def richardson_mixing(levels, u, temp, kappa_b):
    dz = jnp.diff(levels)
    dudz = jnp.diff(u) / dz
    n2 = 9.81 * 2e-4 * jnp.diff(temp) / dz * -1.0
    ri = n2 / (dudz ** 2 + 1e-8)
    # Pacanowski-Philander vertical diffusivity
    return 1e-2 / (1 + 5 * jnp.maximum(ri, 0)) ** 3 + kappa_b
