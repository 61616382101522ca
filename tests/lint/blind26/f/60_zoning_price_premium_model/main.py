from functools import partial
import jax
import jax.numpy as jnp
import numpy as np

ZONES = ("R1", "R2", "R3", "C1", "C2", "MU")
ZONE_IDX = tuple(range(len(ZONES)))

@partial(jax.jit, static_argnames=("zone_idx",))
def premium_fit_step(params, z, x, y, zone_idx):
    def loss(p):
        prem = sum(jnp.where(z == k, p["zone"][k], 0.0) for k in zone_idx)
        return jnp.mean((x @ p["beta"] + prem - y) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.2 * b, params, g)

rng = np.random.default_rng(0)
n = 96
zone = rng.integers(0, len(ZONES), n).astype(np.int32)
x = rng.normal(size=(n, 3)).astype(np.float32)
y = (x @ np.array([0.3, 0.1, -0.2], np.float32) + np.array([0, .05, .1, .2, .25, .3], np.float32)[zone]).astype(np.float32)
params = {"beta": jnp.zeros(3), "zone": jnp.zeros(len(ZONES))}
for epoch in range(3):
    for i in range(0, n, 8):
        params = premium_fit_step(params, zone[i:i + 8], x[i:i + 8], y[i:i + 8], zone_idx=ZONE_IDX)
print(jnp.round(params["zone"], 3))
