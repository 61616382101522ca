import numpy as np
import jax
import jax.numpy as jnp

from service import ComfortService

rng = np.random.default_rng(0)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
weights = {"w1": jax.random.normal(k1, (6, 16)) * 0.3, "b1": jnp.zeros(16), "w2": jax.random.normal(k2, (16, 1)) * 0.3}
svc = ComfortService(weights)

# requests from the tenant app: one entry per zone the user has open
for req_id in range(12):
    n_zones = int(rng.integers(1, 6))
    request = {"zones": [{"id": f"z{i}", "features": rng.normal(size=6).tolist()} for i in range(n_zones)]}
    print(req_id, n_zones, [round(v, 2) for v in svc.handle(request)])
