import jax.numpy as jnp
from beetle import simulate_outbreak
from stands import STANDS, remaining_years

params = jnp.array([0.9, 50.0, 0.02])
for st in STANDS:
    path = simulate_outbreak(jnp.float32(1.0), jnp.float32(st["host"]), params, n_years=remaining_years(st))
    print(st["id"], "host left at rotation:", round(float(path[-1]), 3))
