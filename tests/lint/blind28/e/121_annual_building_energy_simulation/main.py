import jax
import jax.numpy as jnp

from weather import chunks, tmy_hourly

UA, SHGC_A, BALANCE = 0.45, 6.0, 18.0


@jax.jit
def hvac_loads(wx):
    t_out, ghi = wx[:, 0], wx[:, 1]
    q = UA * (BALANCE - t_out) - SHGC_A * ghi / 1000.0
    heating = jnp.clip(q, 0.0, None)
    cooling = jnp.clip(-q, 0.0, None)
    return heating.sum(), cooling.sum()


heat = cool = 0.0
for wx in chunks(tmy_hourly(), 1000):
    h, c = hvac_loads(wx)
    heat += float(h)
    cool += float(c)
print(f"annual heating {heat:.0f} kWh, cooling {cool:.0f} kWh")
