import jax
import jax.numpy as jnp


def rbf(xa, xb, lengthscale, variance):
    d2 = jnp.sum((xa[:, None, :] - xb[None, :, :]) ** 2, axis=-1)
    return variance * jnp.exp(-0.5 * d2 / lengthscale**2)


@jax.jit
def posterior(X, y, Xq, lengthscale=0.3, variance=1.0, noise=1e-3):
    K = rbf(X, X, lengthscale, variance) + noise * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    Ks = rbf(Xq, X, lengthscale, variance)
    mean = Ks @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    var = variance - jnp.sum(v**2, axis=0)
    return mean, jnp.maximum(var, 1e-12)
