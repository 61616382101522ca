import jax
import jax.numpy as jnp
import numpy as np


def mean_variance_objective(w, mu, cov, risk_aversion):
    return -(w @ mu) + 0.5 * risk_aversion * w @ cov @ w


BASE_LR = 0.5


@jax.jit
def projected_gradient_step(w, mu, cov, risk_aversion, lr_scale):
    g = jax.grad(mean_variance_objective)(w, mu, cov, risk_aversion)
    w = w - BASE_LR * lr_scale * g
    # project onto the budget constraint sum(w) = 1 (shorting allowed)
    return w - (w.sum() - 1.0) / w.shape[0]


def optimise(mu, cov, risk_aversion=3.0, warmup=4, n_iters=8):
    w = jnp.full(mu.shape, 1.0 / mu.shape[0], dtype=mu.dtype)
    for it in range(1, n_iters + 1):
        lr_scale = min(1, it / warmup)
        w = projected_gradient_step(w, mu, cov, risk_aversion, lr_scale)
    return w


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    A = rng.normal(size=(6, 6)).astype(np.float32)
    cov = jnp.asarray(A @ A.T / 6 + 0.1 * np.eye(6, dtype=np.float32))
    mu = jnp.asarray(rng.uniform(0.02, 0.12, 6).astype(np.float32))
    w = optimise(mu, cov)
    print("weights", np.round(np.asarray(w), 3), "sum", float(w.sum()))
