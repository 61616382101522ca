import jax
import jax.numpy as jnp


@jax.jit
def huber_irls_iteration(A, y, w, delta):
    Aw = A * w[:, None]
    coef = jnp.linalg.solve(A.T @ Aw, Aw.T @ y)
    r = y - A @ coef
    scale = 1.4826 * jnp.median(jnp.abs(r)) + 1e-6
    u = jnp.abs(r) / scale
    w_new = jnp.where(u <= delta, 1.0, delta / u)
    return coef, w_new


def fit_bias_drift(t_days, diff, n_iter=6):
    A = jnp.stack([jnp.ones_like(t_days), t_days / 365.25], axis=1)
    w = jnp.full(t_days.shape[0], 1.0)
    for _ in range(n_iter):
        coef, w = huber_irls_iteration(A, diff, w, 1.345)
    return coef
