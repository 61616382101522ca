from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

# part-load curve coefficients for identical centrifugal chillers
COP_COEF = jnp.array([2.1, 9.4, -6.8])
CAPACITY_KW = 900.0


@partial(jax.jit, static_argnames=("n_running",))
def plant_power(load_kw, cw_temp, n_running):
    plr = load_kw / (n_running * CAPACITY_KW)
    cop = COP_COEF[0] + COP_COEF[1] * plr + COP_COEF[2] * plr ** 2
    cop = cop - 0.08 * (cw_temp - 29.0)
    return load_kw / cop


def staging(load_kw):
    # bring on another chiller when running units exceed 85% part load
    return int(np.ceil(load_kw / (0.85 * CAPACITY_KW)))


rng = np.random.default_rng(3)
hourly_load = 400 + 1800 * np.sin(np.linspace(0, np.pi, 24)) ** 2 + rng.normal(0, 50, 24)
cw = 27.0 + 3.0 * np.sin(np.linspace(0, np.pi, 24))

energy = 0.0
for h in range(24):
    n = staging(hourly_load[h])
    kw = plant_power(jnp.float32(hourly_load[h]), jnp.float32(cw[h]), n_running=n)
    energy += float(kw)
print(f"daily chiller energy {energy:.1f} kWh")
