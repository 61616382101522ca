import math

import jax
import jax.numpy as jnp
import numpy as np


def ucb_beta(t, dim, warmup=2):
    """GP-UCB exploration weight (Srinivas et al. style)."""
    if t < warmup:
        return 2
    return 0.2 * dim * math.log(2.0 * t)


def kernel(a, b, ls=0.2):
    d2 = jnp.sum((a[:, None] - b[None]) ** 2, -1)
    return jnp.exp(-0.5 * d2 / ls**2)


@jax.jit
def ucb_scores(X, y, mask, cand, beta):
    K = kernel(X, X) * (mask[:, None] * mask[None]) + jnp.eye(X.shape[0]) * (1e-3 + 1.0 - mask)
    Ks = kernel(cand, X) * mask[None]
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y * mask)
    mu = Ks @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    var = jnp.clip(1.0 - jnp.sum(v**2, 0), 1e-9)
    return mu + jnp.sqrt(beta * var)


def f(x):
    return -np.sum((x - 0.3) ** 2, axis=-1)


def main():
    rng = np.random.default_rng(1)
    cand = jnp.asarray(rng.uniform(size=(128, 2)), dtype=jnp.float32)
    cap = 16
    X = np.zeros((cap, 2), np.float32)
    y = np.zeros(cap, np.float32)
    mask = np.zeros(cap, np.float32)
    X[0] = [0.9, 0.9]
    y[0] = f(X[0])
    mask[0] = 1.0
    for t in range(1, 8):
        beta = ucb_beta(t, dim=2)
        s = ucb_scores(jnp.asarray(X), jnp.asarray(y), jnp.asarray(mask), cand, beta)
        j = int(jnp.argmax(s))
        X[t] = np.asarray(cand[j])
        y[t] = f(X[t])
        mask[t] = 1.0
        print(t, round(float(beta), 3), float(y[t]))


if __name__ == "__main__":
    main()
