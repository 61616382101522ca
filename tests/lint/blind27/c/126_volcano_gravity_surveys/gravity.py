import jax
import jax.numpy as jnp


@jax.jit
def complete_bouguer(g_obs, elev_m, terrain_corr, apply_terrain):
    free_air = g_obs + 0.3086 * elev_m
    bouguer = free_air - 0.04193 * 2.67 * elev_m
    return jnp.where(apply_terrain, bouguer + terrain_corr, bouguer)


def reduce_survey(g_obs, elev_m, terrain_corr, run):
    return complete_bouguer(g_obs, elev_m, terrain_corr, bool(run["topo_correction"]))
