import jax
import jax.numpy as jnp
import numpy as np

from api import parse_request

W = jnp.array([0.4, -0.3, 0.2, 0.5, -0.1])


@jax.jit
def strain_risk(features):
    return jax.nn.sigmoid(features @ W - 0.5)


rng = np.random.default_rng(71)
requests = [
    {"features": rng.normal(size=5).tolist()},
    {"features": rng.normal(size=(22, 5)).tolist()},
    {"features": rng.normal(size=5).tolist()},
    {"features": rng.normal(size=(22, 5)).tolist()},
]
for r in requests:
    batch, n = parse_request(r)
    print(np.round(np.asarray(strain_risk(batch))[:min(n, 3)], 3))
