import jax.numpy as jnp
import numpy as np

from cv import kfold_scores

rng = np.random.default_rng(121)
N, F = 400, 8
X = rng.normal(size=(N, F)).astype(np.float32)
y = (np.tanh(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2] + rng.normal(0, 0.1, N)).astype(np.float32)

scores = kfold_scores(X, y, k=4, lr=jnp.float32(0.05))
print("cv mse", np.round(scores, 4))
