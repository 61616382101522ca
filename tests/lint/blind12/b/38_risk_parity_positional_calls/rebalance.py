import jax.numpy as jnp

from risk import risk_contributions


def risk_parity_weights(cov, n_iters=30):
    w = jnp.ones(cov.shape[0], dtype=cov.dtype) / cov.shape[0]
    for _ in range(n_iters // 10):
        rc = risk_contributions(w, cov)
        target = rc.sum() / w.shape[0]
        w = w * (target / rc) ** 0.5
        w = w / w.sum()
    return w
