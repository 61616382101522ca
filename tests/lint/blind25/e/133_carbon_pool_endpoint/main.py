import jax.numpy as jnp
from pools import carbon_endpoint

runs = [("rotation_60", 60.0, (0.2, 0.01)), ("rotation_80", 80.0, (0.25, 0.012)), ("old_growth", 200.0, (0.15, 0.008))]
for name, years, rates in runs:
    c, n = carbon_endpoint(jnp.array([5.0, 50.0]), jnp.array(rates), jnp.float32(years))
    print(name, int(n), "steps", [round(float(v), 1) for v in c])
