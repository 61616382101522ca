import numpy as np
import jax.numpy as jnp
from service import handle_request

rng = np.random.default_rng(11)
index = jnp.asarray(rng.normal(size=(300, 32)).astype(np.float32))
queries = rng.normal(size=(6, 32)).astype(np.float32)
for q in queries:
    print(handle_request(jnp.asarray(q), index))
