import jax
import numpy as np
from scoring import init_weights
from service import RiskService

rng = np.random.default_rng(0)
svc = RiskService(init_weights(jax.random.PRNGKey(0), 12))
nightly = rng.normal(size=(32, 12)).astype(np.float32)
print("nightly mean risk", svc.nightly_batch(nightly).mean())
for r in range(3):
    payload = {"features": rng.normal(size=32 * 12).tolist()}
    resp = svc.handle_request(payload)
    print("request", r, round(float(np.mean(resp["risk"])), 4))
