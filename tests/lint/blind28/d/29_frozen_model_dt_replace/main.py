import dataclasses

import jax.numpy as jnp
import numpy as np

from seaice_model import ThermoColumn

rng = np.random.default_rng(1)
column = ThermoColumn()
h = jnp.full((16,), 1.2, jnp.float32)
for day in range(8):
    t_air = jnp.asarray(-15.0 + rng.normal(0, 5, 16), jnp.float32)
    sw = jnp.asarray(np.clip(rng.normal(80, 40, 16), 0, None), jnp.float32)
    # shorter steps on days with strong gradients
    gradient = float(jnp.max(jnp.abs(t_air + 1.8)))
    column = dataclasses.replace(column, dt=3600.0 if gradient < 25.0 else 1800.0 * (1 + day % 2))
    for _ in range(int(86400 / column.dt)):
        h = column.step(h, t_air, sw)
    print(f"day {day}: dt={column.dt:.0f}s mean h={float(h.mean()):.3f} m")
