import jax
import jax.numpy as jnp
import numpy as np

from model import GainRegressor
from serving import GainService

params = GainRegressor().init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
service = GainService(params)
rng = np.random.default_rng(0)
for req_id in range(6):
    request = {"student": req_id, "features": rng.normal(size=6).tolist()}
    print(req_id, [round(v, 3) for v in service.handle(request)])
