import jax
import jax.numpy as jnp


def kernel(params, a, b):
    ell, var = jnp.exp(params["log_ell"]), jnp.exp(params["log_var"])
    d2 = jnp.sum((a[:, None] - b[None]) ** 2, axis=-1)
    return var * jnp.exp(-0.5 * d2 / ell ** 2)


def neg_mll(params, X, y):
    noise = jnp.exp(params["log_noise"])
    K = kernel(params, X, X) + noise * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L)))


@jax.jit
def predict(params, X, y, Xq, jitter=1e-6):
    noise = jnp.exp(params["log_noise"])
    K = kernel(params, X, X) + (noise + jitter) * jnp.eye(X.shape[0])
    Ks = kernel(params, Xq, X)
    return Ks @ jnp.linalg.solve(K, y)
