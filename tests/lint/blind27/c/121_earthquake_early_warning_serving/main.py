import jax
import jax.numpy as jnp
import numpy as np

from inbox import incoming
from server import AlertServer

key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
params = {"w1": 0.3 * jax.random.normal(k1, (5, 16)), "b1": jnp.zeros(16),
          "w2": 0.3 * jax.random.normal(k2, (16,)), "b2": jnp.float32(4.0)}
server = AlertServer(params)
rng = np.random.default_rng(121)
for req in incoming(rng, 8):
    print(server.handle(req))
