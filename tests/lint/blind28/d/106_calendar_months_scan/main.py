import jax.numpy as jnp

from forcing import month_forcing
from model import run_month

h = jnp.float32(0.8)
for month in range(1, 13):
    h, daily = run_month(h, month_forcing(2023, month))
    print(f"2023-{month:02d}: {daily.shape[0]} days, end-of-month thickness {float(h):.2f} m")
