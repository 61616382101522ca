import jax.numpy as jnp

from credibility import buhlmann_update
from loader import monthly_extracts

rate = jnp.float32(0.9)
for month, ext in monthly_extracts():
    rate = buhlmann_update(rate, 250.0, ext["exposure"], ext["claims"])
    print(f"month {month}: credibility-weighted rate {float(rate):.4f}")
