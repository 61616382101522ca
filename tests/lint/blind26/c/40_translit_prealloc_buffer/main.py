import numpy as np
import jax
import jax.numpy as jnp
from decoder import init, D
from search import greedy

params = init(jax.random.PRNGKey(0))
rng = np.random.default_rng(40)
for name in range(3):
    src = jnp.asarray(rng.normal(size=D).astype(np.float32))
    print(name, greedy(params, src))
