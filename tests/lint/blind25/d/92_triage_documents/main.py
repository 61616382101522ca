import numpy as np
import jax
from server import Triage

srv = Triage(jax.random.normal(jax.random.PRNGKey(0), (16, 4)), 16)
rng = np.random.default_rng(0)
for tick, n in enumerate([3, 1, 4, 3, 2, 1]):
    for _ in range(n):
        srv.submit(rng.normal(size=16).astype(np.float32))
    print(tick, srv.flush())
