import jax
import jax.numpy as jnp
import numpy as np

from heads import RankingHead
from serving import handle_request

CFG = {"hidden": 32, "temperature": 0.5}
DIM, N_CAND = 16, 100
rng = np.random.default_rng(96)
params = RankingHead(**CFG).init(jax.random.PRNGKey(0), jnp.zeros(DIM), jnp.zeros((N_CAND, DIM)))

for req in range(6):
    user_vec = jnp.asarray(rng.normal(size=DIM), jnp.float32)
    items = jnp.asarray(rng.normal(size=(N_CAND, DIM)), jnp.float32)
    top = handle_request(params, user_vec, items, CFG)
    print(req, np.asarray(top[:5]))
