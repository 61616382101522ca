import jax
import jax.numpy as jnp
import numpy as np


def median_lengthscale(X):
    X = np.asarray(X)
    d = np.sqrt(((X[:, None] - X[None]) ** 2).sum(-1))
    return float(np.median(d[np.triu_indices(len(X), k=1)]))


CAP = 24


@jax.jit
def max_variance_point(X, mask, cand, lengthscale):
    k = lambda a, b: jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / lengthscale**2)
    K = k(X, X) * mask[:, None] * mask[None] + jnp.eye(X.shape[0]) * (1e-4 + 1 - mask)
    L = jnp.linalg.cholesky(K)
    v = jax.scipy.linalg.solve_triangular(L, (k(cand, X) * mask[None]).T, lower=True)
    return jnp.argmax(1.0 - jnp.sum(v**2, 0))


def main():
    rng = np.random.default_rng(0)
    cand = rng.uniform(size=(300, 3)).astype(np.float32)
    X = np.zeros((CAP, 3), np.float32)
    mask = np.zeros(CAP, np.float32)
    X[0], mask[0] = cand[0], 1.0
    n = 1
    lengthscale = 0.5
    for t in range(8):
        i = int(max_variance_point(jnp.asarray(X), jnp.asarray(mask), jnp.asarray(cand), lengthscale))
        X[n], mask[n] = cand[i], 1.0
        n += 1
        lengthscale = median_lengthscale(X[:n])
        print(t, n, round(float(lengthscale), 3))


if __name__ == "__main__":
    main()
