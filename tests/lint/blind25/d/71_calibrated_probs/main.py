import numpy as np
import jax
from serve import ClauseService

rng = np.random.default_rng(0)
W = np.asarray(jax.random.normal(jax.random.PRNGKey(0), (24, 6)))
services = [ClauseService(W), ClauseService(W, temperature=1.5), ClauseService(W, temperature=2.0)]
for req in range(6):
    feats = rng.normal(size=(8, 24)).astype(np.float32)
    svc = services[req % 3]
    print(req, np.asarray(svc.predict(feats)).max(-1).round(3)[:4])
