import jax.numpy as jnp
from dynamics import gentrification_path

y0 = jnp.array([1.0, 0.8])
for name, years, invest in [("short", 5.0, 0.2), ("medium", 10.0, 0.2), ("long", 20.0, 0.1), ("plan", 15.0, 0.3)]:
    income, rent = gentrification_path(y0, jnp.float32(invest), jnp.float32(0.05), years)
    print(name, years, round(float(income), 3), round(float(rent), 3))
