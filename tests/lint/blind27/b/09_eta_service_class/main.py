import jax
import numpy as np
from service import ArrivalETAService

key1, key2 = jax.random.split(jax.random.PRNGKey(0))
svc = ArrivalETAService({"w1": jax.random.normal(key1, (5, 16)) * 0.2,
                         "w2": jax.random.normal(key2, (16,)) * 5})

rng = np.random.default_rng(0)
for req in range(5):
    feats = rng.normal(size=(8, 5)).astype(np.float32)
    eta = svc(feats)
    print("request", req, np.round(np.asarray(eta[:3]), 2))
