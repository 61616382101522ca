import jax
import jax.numpy as jnp
import numpy as np
from cv import kfold_indices


@jax.jit
def ridge_fit(x, y, lam):
    A = x.T @ x + lam * jnp.eye(x.shape[1])
    return jnp.linalg.solve(A, x.T @ y)


rng = np.random.default_rng(109)
# block time (min) from distance, departure hour, season, carrier, taxi forecast
N = 1003
X = rng.normal(size=(N, 5)).astype(np.float32)
y = (120 + X @ np.array([40, 3, -2, 1, 6], np.float32) + rng.normal(0, 5, N)).astype(np.float32)
scores = []
for tr, va in kfold_indices(N, 5):
    w = ridge_fit(X[tr], y[tr], jnp.float32(1.0))
    scores.append(float(jnp.sqrt(jnp.mean((X[va] @ w - y[va]) ** 2))))
print("CV RMSE by fold", np.round(scores, 2))
