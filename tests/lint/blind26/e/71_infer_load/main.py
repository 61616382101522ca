import jax
import jax.numpy as jnp
import numpy as np

from service import handle_request, net

params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
rng = np.random.default_rng(38)
for req in range(6):
    n_efforts = int(rng.integers(2, 12))
    payload = {"player": f"P{req}", "efforts": rng.normal(size=(n_efforts, 4)).tolist()}
    print(payload["player"], n_efforts, "efforts ->", np.round(handle_request(params, payload), 2)[:3])
