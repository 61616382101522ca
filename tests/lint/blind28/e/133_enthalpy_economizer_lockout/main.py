import jax
import jax.numpy as jnp

from weather_station import RooftopStation


@jax.jit
def economizer_enthalpy_ok(oat, rh, rat_enthalpy):
    rh = 0.5 if rh is None else rh / 100.0
    p_ws = 0.61094 * jnp.exp(17.625 * oat / (oat + 243.04))
    w = 0.622 * rh * p_ws / (101.325 - rh * p_ws)
    h_oa = 1.006 * oat + w * (2501 + 1.86 * oat)
    return h_oa < rat_enthalpy


station = RooftopStation()
hours_ok = 0
for hour in range(48):
    oat, rh = station.read(hour)
    hours_ok += int(economizer_enthalpy_ok(oat, rh, jnp.float32(45.0)))
print(hours_ok)
