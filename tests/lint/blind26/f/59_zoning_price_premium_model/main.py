from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from batches import ZONES, make_sales, batches

@partial(jax.jit, static_argnames=("present",))
def zone_premium_step(params, z, x, y, present):
    def loss(p):
        prem = jnp.zeros_like(y)
        for k in present:
            prem = prem + jnp.where(z == k, p["zone"][k], 0.0)
        return jnp.mean((x @ p["beta"] + prem - y) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.2 * b, params, g)

rng = np.random.default_rng(0)
zone, x, y = make_sales(96, rng)
params = {"beta": jnp.zeros(3), "zone": jnp.zeros(len(ZONES))}
for epoch in range(3):
    for z, xb, yb, present in batches(zone, x, y, 8):
        params = zone_premium_step(params, z, xb, yb, present=present)
print(jnp.round(params["zone"], 3))
