import numpy as np
import jax
import jax.numpy as jnp

from infer import serve
from model import SupplyAirNet

rng = np.random.default_rng(1)
params = SupplyAirNet(hidden=24).init(jax.random.PRNGKey(0), jnp.ones((1, 5)))
requests = [jnp.asarray(rng.normal(size=(16, 5)), jnp.float32) for _ in range(10)]
preds = serve(params, requests, hidden=24)
print([round(float(p.mean()), 3) for p in preds])
