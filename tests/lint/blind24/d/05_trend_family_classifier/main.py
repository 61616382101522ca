import jax
import numpy as np

from train import init_params, sgd_step

rng = np.random.default_rng(7)
# social-media hashtag frequencies per look -> trend family (one-hot)
X = rng.random((64, 20)).astype(np.float32)
Y = np.eye(4, dtype=np.float32)[rng.integers(0, 4, 64)]

params = init_params(jax.random.PRNGKey(0), 20, 4)
for step in range(8):
    params, loss = sgd_step(params, X, Y, step)
    print(step, float(loss))
