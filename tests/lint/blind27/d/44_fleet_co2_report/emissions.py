import jax
import jax.numpy as jnp


def co2_one(speed_kn, hours, sfoc, mcr_kw):
    load = jnp.clip((speed_kn / 16.0) ** 3, 0.1, 1.0)
    return 3.114 * load * mcr_kw * hours * sfoc / 1e6


@jax.jit
def fleet_co2(speeds, hours, sfoc, mcr):
    return jax.vmap(co2_one)(speeds, hours, sfoc, mcr)


def daily_report(speeds, hours, sfoc, mcr):
    per_ship = fleet_co2(speeds, hours, sfoc, mcr)
    return float(per_ship.sum()), int(per_ship.argmax())
