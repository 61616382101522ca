import numpy as np
import jax.numpy as jnp

from heatpump import COOL, HEAT, heat_pump_power

rng = np.random.default_rng(4)
days = 14
t_out = 12 + 10 * np.sin(np.linspace(0, 2 * np.pi, days)) + rng.normal(0, 1, days)
balance_point = 15.0

kwh = 0.0
for d in range(days):
    mode = HEAT if t_out[d] < balance_point else COOL
    load = abs(t_out[d] - balance_point) * 12.0
    hourly_t = jnp.asarray(t_out[d] + 3 * np.sin(np.linspace(0, 2 * np.pi, 24)), jnp.float32)
    p = heat_pump_power(hourly_t, jnp.float32(load), mode=mode)
    kwh += float(p.sum())
print(f"two-week heat pump energy: {kwh:.0f} kWh")
