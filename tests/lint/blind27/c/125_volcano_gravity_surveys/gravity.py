import jax
import jax.numpy as jnp


@jax.jit
def bouguer_anomaly(g_obs, elev_m, terrain_corr, apply_terrain):
    free_air = g_obs + 0.3086 * elev_m
    bouguer = free_air - 0.04193 * 2.67 * elev_m
    return jnp.where(apply_terrain, bouguer + terrain_corr, bouguer)
