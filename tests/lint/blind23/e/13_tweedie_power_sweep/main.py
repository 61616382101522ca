from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(21)
n = 800
X = np.column_stack([np.ones(n), rng.normal(size=(n, 3))]).astype(np.float32)
has_claim = rng.uniform(size=n) < 0.15
y = np.where(has_claim, rng.gamma(2.0, 1500.0, n), 0.0).astype(np.float32)


def tweedie_deviance(beta, X, y, p):
    mu = jnp.exp(X @ beta)
    return jnp.mean(-y * mu ** (1 - p) / (1 - p) + mu ** (2 - p) / (2 - p))


def gd_fit(X, y, p, steps=200, lr=0.02):
    beta = jnp.zeros(X.shape[1]).at[0].set(jnp.log(y.mean()))
    for _ in range(steps):
        beta = tweedie_step(beta, X, y)
    return beta


results = {}
for p in [1.2, 1.4, 1.5, 1.6, 1.8]:
    def tweedie_step(beta, X, y, p=p, lr=0.02):
        g = jax.grad(tweedie_deviance)(beta, X, y, p)
        return beta - lr * g
    tweedie_step = jax.jit(tweedie_step)
    beta = gd_fit(X, y, p)
    results[p] = float(tweedie_deviance(beta, X, y, p))
    print(f"power {p}: deviance {results[p]:.3f}")
