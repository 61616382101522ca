import jax
import jax.numpy as jnp


def matern32(x1, x2, lengthscale):
    r = jnp.sqrt(jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1) + 1e-12)
    s = jnp.sqrt(3.0) * r / lengthscale
    return (1.0 + s) * jnp.exp(-s)


@jax.jit
def _nlml(X, y, lengthscale, noise):
    n = X.shape[0]
    K = matern32(X, X, lengthscale) + noise * jnp.eye(n)
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * jnp.log(2 * jnp.pi)


def neg_log_marginal(X, y, lengthscale, noise):
    """Accepts Python or NumPy scalars for the hyper-parameters."""
    return _nlml(X, y,
                 jnp.asarray(lengthscale, dtype=jnp.float32),
                 jnp.asarray(noise, dtype=jnp.float32))
