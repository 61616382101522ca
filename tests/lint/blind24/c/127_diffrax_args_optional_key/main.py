import jax.numpy as jnp
from scenarios import SCENARIOS
from model import headcount_at_year_end

for name, args in SCENARIOS.items():
    print(name, round(float(headcount_at_year_end(jnp.float32(250.0), args)), 1))
