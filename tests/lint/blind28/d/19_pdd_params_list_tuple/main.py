import json

import jax.numpy as jnp
import numpy as np

from model import misfit_and_grad

with open("calib.json") as f:
    cfg = json.load(f)

rng = np.random.default_rng(8)
temp = jnp.asarray(rng.normal(3.0, 4.0, (15, 150)), jnp.float32)
snowfall = jnp.asarray(rng.gamma(0.5, 0.01, (15, 150)), jnp.float32)
observed = jnp.asarray(rng.normal(-1.8, 0.3, 15), jnp.float32)

params = cfg["ddf"]
for it in range(cfg["iterations"]):
    loss, grads = misfit_and_grad(params, temp, snowfall, observed)
    params = tuple(p - cfg["lr"] * g for p, g in zip(params, grads))
print(cfg["glacier"], "DDF snow/ice:", [round(float(p) * 1000, 3) for p in params], "misfit", float(loss))
