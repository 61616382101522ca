import numpy as np
import jax
import jax.numpy as jnp

from model import build_chw_model
from serve import predict_site

rng = np.random.default_rng(2)
net = build_chw_model(16)
params = net.init(jax.random.PRNGKey(0), jnp.ones((1, 4)))

# chilled water flow prediction per site, same feature set everywhere
for site in ["campus-a", "campus-b", "hospital", "datacenter"]:
    x = jnp.asarray(rng.normal(size=(32, 4)), jnp.float32)
    flow = predict_site(params, x)
    print(site, round(float(flow.mean()), 3))
