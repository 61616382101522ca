import numpy as np
import jax.numpy as jnp
from serving import EngagementServer

rng = np.random.default_rng(0)
server = EngagementServer(jnp.asarray(rng.normal(size=10), jnp.float32), jnp.float32(0.0))
for n in [5, 32, 17, 1, 29]:
    rows = rng.normal(size=(n, 10))
    print(n, np.round(server.score(rows)[:3], 1))
