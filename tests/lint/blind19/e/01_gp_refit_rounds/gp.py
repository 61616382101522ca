import jax
import jax.numpy as jnp


def rbf(x1, x2, lengthscale, variance):
    d2 = jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1)
    return variance * jnp.exp(-0.5 * d2 / lengthscale**2)


def neg_log_marginal(log_params, X, y):
    ls, var, noise = jnp.exp(log_params)
    K = rbf(X, X, ls, var) + (noise + 1e-6) * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L)))


nll_and_grad = jax.jit(jax.value_and_grad(neg_log_marginal))


def fit(log_params, X, y, steps=20, lr=0.05):
    for _ in range(steps):
        val, g = nll_and_grad(log_params, X, y)
        log_params = log_params - lr * g
    return log_params, val
