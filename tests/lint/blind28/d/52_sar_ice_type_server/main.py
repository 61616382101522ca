import jax
import jax.numpy as jnp
import numpy as np

from classifier import net
from server import IceChartService

params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 2)))
service = IceChartService(params)
rng = np.random.default_rng(3)
for r in range(6):
    n = int(rng.integers(1, 9))
    req = {"scene": f"S1A_EW_{r:03d}",
           "patches": [{"hh": rng.normal(-15, 3, (16, 16)), "hv": rng.normal(-25, 3, (16, 16))} for _ in range(n)]}
    resp = service.handle(req)
    print(resp["scene"], resp["labels"])
