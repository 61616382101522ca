import jax
import jax.numpy as jnp


@jax.jit
def albedo_decay(albedo, snowfall, days, tau=None):
    if tau is None:
        tau = 0.24  # per-day decay, cold snow
    fresh = snowfall > 5.0
    aged = 0.5 + (albedo - 0.5) * jnp.exp(-tau * days)
    return jnp.where(fresh, 0.85, aged)
