import jax.numpy as jnp
from filter import run_size_update
from counts import daily_counts

mean, var = jnp.float32(40000.0), jnp.float32(1e8)
for day, cum, prop in daily_counts():
    mean, var = run_size_update(mean, var, cum, prop, jnp.float32(4e6))
    print("day", day, "run size", round(float(mean)), "+/-", round(float(jnp.sqrt(var))))
