import numpy as np
import jax
from server import Router

router = Router(jax.random.normal(jax.random.PRNGKey(0), (16, 4)))
rng = np.random.default_rng(0)
arrivals = [3, 1, 4, 3, 2, 1]
for tick, n in enumerate(arrivals):
    for _ in range(n):
        router.submit(rng.normal(size=16).astype(np.float32))
    print(tick, router.flush())
