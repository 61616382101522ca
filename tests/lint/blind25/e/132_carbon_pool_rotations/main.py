import jax.numpy as jnp
from pools import carbon_pools

runs = [("rotation_60", 60.0), ("rotation_80", 80.0), ("rotation_60b", 60.0), ("old_growth", 200.0)]
k = jnp.array([0.2, 0.01])
for name, years in runs:
    c = carbon_pools(jnp.array([5.0, 50.0]), k, jnp.float32(years), max_steps=int(years) + 16)
    print(name, [round(float(v), 1) for v in c])
