import jax
import jax.numpy as jnp

SIGMA_BS = 1.9e-4

@jax.jit
def integrate_nasc(nasc, mask, interval_nmi):
    density = nasc / (4 * jnp.pi * SIGMA_BS)
    per_transect = jnp.sum(density * mask, axis=1) * interval_nmi / jnp.sum(mask, axis=1)
    return jnp.mean(per_transect)
