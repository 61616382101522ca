import jax
import jax.numpy as jnp


def co2_per_ship(speed_kn, hours, sfoc, mcr_kw):
    load = jnp.clip((speed_kn / 16.0) ** 3, 0.1, 1.0)
    fuel_t = load * mcr_kw * hours * sfoc / 1e6
    return 3.114 * fuel_t


def daily_report(speeds, hours, sfoc, mcr):
    per_ship = jax.jit(jax.vmap(co2_per_ship))(speeds, hours, sfoc, mcr)
    return float(per_ship.sum()), int(per_ship.argmax())
