import jax.numpy as jnp
import numpy as np

from service import ForecastService

rng = np.random.default_rng(8)
store = {f"sku{i}": jnp.asarray(50 + np.cumsum(rng.normal(0.2, 2.0, 180)), dtype=jnp.float32)
         for i in range(4)}
svc = ForecastService(store)

requests = [
    {"sku": "sku0", "horizon_days": 7},
    {"sku": "sku1", "horizon_days": 14},
    {"sku": "sku2", "horizon_days": 30},
    {"sku": "sku3", "horizon_days": 10},
    {"sku": "sku0", "horizon_days": 21},
    {"sku": "sku1", "horizon_days": 7},
]
for req in requests:
    out = svc.handle(req)
    print(out["sku"], len(out["forecast"]), out["forecast"][:3])
