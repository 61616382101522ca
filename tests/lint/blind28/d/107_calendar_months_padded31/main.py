import jax.numpy as jnp

from forcing import month_forcing
from model import month_step

h = jnp.float32(0.8)
for month in range(1, 13):
    t_air, valid = month_forcing(2024, month)
    h, _ = month_step(h, t_air, valid)
    print(f"2024-{month:02d}: {int(valid.sum())} days, thickness {float(h):.2f} m")
