import jax
import jax.numpy as jnp
import numpy as np
from scenarios import scenarios

@jax.jit
def fiscal_balance(values, new_units, p):
    revenue = jnp.sum(values) * p["tax_rate"]
    if "impact_fee" in p:
        revenue = revenue + new_units * p["impact_fee"]
    return revenue - values.shape[0] * p["service_cost"]

rng = np.random.default_rng(0)
values = rng.uniform(2e5, 8e5, 1000).astype(np.float32)
for name, p in scenarios():
    print(name, round(float(fiscal_balance(values, 120.0, p)) / 1e6, 3))
