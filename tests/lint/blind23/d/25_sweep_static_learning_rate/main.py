import jax
import numpy as np

from model import init_params
from train import fit

rng = np.random.default_rng(0)
sid = rng.integers(0, 50, 800).astype(np.int32)
iid = rng.integers(0, 30, 800).astype(np.int32)
y = (rng.random(800) < 0.6).astype(np.float32)

results = {}
for lr in [0.3, 1.0, 3.0, 10.0]:
    params = init_params(jax.random.PRNGKey(0), 50, 30, 4)
    _, results[lr] = fit(params, (sid, iid, y), lr, epochs=20)
best = min(results, key=results.get)
print(results, "best lr", best)
