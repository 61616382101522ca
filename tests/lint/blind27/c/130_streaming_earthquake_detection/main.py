import jax
import numpy as np

from gru import init_params
from stream import OnlineDetector

rng = np.random.default_rng(130)
det = OnlineDetector(init_params(jax.random.PRNGKey(0)))
for k in range(6):
    if k == 3:
        det.reset()
    chunk = rng.normal(size=(200, 3)).astype(np.float32)
    print(k, round(float(det.push(chunk).max()), 4))
