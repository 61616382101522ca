import numpy as np
import jax
from server import DialectService

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (32, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 5)) * 0.2}
service = DialectService(params)
rng = np.random.default_rng(109)
for req_id, n in enumerate([3, 1, 6, 3, 2, 5, 1, 4]):
    request = {"id": req_id, "utterances": rng.normal(size=(n, 32)).tolist()}
    print(req_id, service.handle(request))
