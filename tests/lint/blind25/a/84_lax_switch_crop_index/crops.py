import jax.numpy as jnp

CROP_INDEX = {"maize": 0, "soybean": 1, "sorghum": 2}


def maize_gdd(tmin, tmax):
    return jnp.clip((jnp.clip(tmin, 10, 30) + jnp.clip(tmax, 10, 30)) / 2 - 10, 0, None)


def soybean_gdd(tmin, tmax):
    return jnp.clip((tmin + tmax) / 2 - 10, 0, None)


def sorghum_gdd(tmin, tmax):
    return jnp.clip((jnp.clip(tmin, 8, 38) + jnp.clip(tmax, 8, 38)) / 2 - 8, 0, None)


BRANCHES = (maize_gdd, soybean_gdd, sorghum_gdd)
