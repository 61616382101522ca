import jax
import jax.numpy as jnp
import numpy as np

from api import predict_fit
from model import FitNet

rng = np.random.default_rng(77)
params = FitNet(hidden=32).init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
for req in range(5):
    deltas = rng.normal(size=(10, 6)).astype(np.float32)  # garment minus body at 6 landmarks
    print(req, predict_fit(params, deltas).tolist())
