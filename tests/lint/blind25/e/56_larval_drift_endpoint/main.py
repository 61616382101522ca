import jax.numpy as jnp
from solve import endpoint

events = [("bank_A", 12.0), ("bank_B", 18.0), ("shelf", 25.0), ("bank_A", 9.0)]
args = (jnp.float32(0.4), jnp.float32(0.8))
for site, days in events:
    pos = endpoint(jnp.zeros(2), args, jnp.float32(days))
    print(site, days, [round(float(v), 3) for v in pos])
