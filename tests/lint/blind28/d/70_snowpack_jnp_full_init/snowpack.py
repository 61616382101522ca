import jax
import jax.numpy as jnp


def initial_snowpack(n_points, depth=0.3):
    return {"depth": jnp.full((n_points,), depth), "density": jnp.full((n_points,), 300.0)}


@jax.jit
def snow_day(pack, snowfall, t_air):
    # compaction (Anderson 1976, simplified) plus fresh snow at 100 kg m-3
    rate = 0.01 * jnp.exp(0.08 * jnp.minimum(t_air, 0.0)) * pack["density"] / 300.0
    dens = pack["density"] + rate * (917.0 - pack["density"]) * 0.1
    depth = pack["depth"] * pack["density"] / dens
    new_mass = depth * dens + snowfall * 100.0
    depth = depth + snowfall
    return {"depth": depth, "density": new_mass / depth}
