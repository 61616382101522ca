import jax
import jax.numpy as jnp


@jax.jit
def fit_logistic_lapse(x, y, l2):
    def body(w, _):
        p = jax.nn.sigmoid(x @ w)
        g = x.T @ (p - y) / x.shape[0] + l2 * w
        h = (x * (p * (1 - p))[:, None]).T @ x / x.shape[0] + l2 * jnp.eye(x.shape[1])
        return w - jnp.linalg.solve(h, g), None
    w, _ = jax.lax.scan(body, jnp.zeros(x.shape[1]), None, length=8)
    return w


@jax.jit
def holdout_logloss(w, x, y):
    p = jnp.clip(jax.nn.sigmoid(x @ w), 1e-6, 1 - 1e-6)
    return -jnp.mean(y * jnp.log(p) + (1 - y) * jnp.log(1 - p))
