import jax
import jax.numpy as jnp


def cattle_thi_loss(temp, rh):
    thi = 0.8 * temp + rh / 100 * (temp - 14.4) + 46.4
    return jnp.clip(thi - 72, 0) * 0.25


def pig_heat_loss(temp, rh):
    eff = temp + 0.1 * rh / 10
    return jnp.clip(eff - 25, 0) * 0.04


def poultry_heat_loss(temp, rh):
    return jnp.clip(temp + 0.2 * rh / 10 - 27, 0) * 0.6


PRODUCTION_LOSS = {
    "cattle": jax.jit(cattle_thi_loss),
    "pigs": jax.jit(pig_heat_loss),
    "poultry": jax.jit(poultry_heat_loss),
}
