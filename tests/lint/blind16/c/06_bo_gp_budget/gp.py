import jax
import jax.numpy as jnp


def rbf(xa, xb, lengthscale, variance):
    d2 = jnp.sum((xa[:, None, :] - xb[None, :, :]) ** 2, axis=-1)
    return variance * jnp.exp(-0.5 * d2 / lengthscale**2)


@jax.jit
def posterior(X, y, mask, Xq, lengthscale=0.3, variance=1.0, noise=1e-3):
    m = mask.astype(X.dtype)
    K = rbf(X, X, lengthscale, variance) * m[:, None] * m[None, :]
    K = K + jnp.diag(jnp.where(mask, noise, 1.0))
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y * m)
    Ks = rbf(Xq, X, lengthscale, variance) * m[None, :]
    mean = Ks @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    var = variance - jnp.sum(v**2, axis=0)
    return mean, jnp.maximum(var, 1e-12)
