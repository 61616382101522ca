import jax
import jax.numpy as jnp
import numpy as np

PRIOR_SCALE = 2.0


def neg_log_posterior(w, X, y):
    logits = X @ w
    ll = jnp.sum(y * logits - jnp.logaddexp(0.0, logits))
    lp = -0.5 * jnp.sum(w ** 2) / PRIOR_SCALE ** 2
    return -(ll + lp)


_value = jax.jit(neg_log_posterior)
_grad = jax.jit(jax.grad(neg_log_posterior))
_hess = jax.jit(jax.hessian(neg_log_posterior))


def objective(w, X, y):
    return float(_value(jnp.asarray(w, jnp.float32), X, y))


def gradient(w, X, y):
    return np.asarray(_grad(jnp.asarray(w, jnp.float32), X, y), dtype=np.float64)


def laplace_covariance(w_map, X, y):
    H = _hess(jnp.asarray(w_map, jnp.float32), X, y)
    return np.linalg.inv(np.asarray(H, dtype=np.float64))
