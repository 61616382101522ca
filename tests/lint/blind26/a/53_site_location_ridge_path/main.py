import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def ridge_path(X, y, alphas):
    G = X.T @ X
    b = X.T @ y
    return jax.vmap(lambda a: jnp.linalg.solve(G + a * jnp.eye(G.shape[0]), b))(alphas)


rng = np.random.default_rng(3)
X = rng.normal(size=(120, 7)).astype(np.float32)
y = (X @ rng.normal(size=7) + rng.normal(0, 0.5, size=120)).astype(np.float32)
alphas = jnp.asarray([0.01, 0.1, 1.0, 10.0, 100.0], jnp.float32)
k, n = 4, 30
cv = np.zeros(len(alphas))
for f in range(k):
    tr = np.r_[0:f * n, (f + 1) * n:len(X)]
    W = ridge_path(X[tr], y[tr], alphas)
    cv += np.mean((X[f * n:(f + 1) * n] @ np.asarray(W).T - y[f * n:(f + 1) * n, None]) ** 2, 0)
print("best alpha", float(alphas[int(np.argmin(cv))]))
