import jax.numpy as jnp


def ard_rbf(X1, X2, log_ell, log_var):
    ell = jnp.exp(log_ell)
    d = (X1[:, None, :] - X2[None, :, :]) / ell
    return jnp.exp(log_var) * jnp.exp(-0.5 * jnp.sum(d ** 2, -1))


def nlml(params, X, y):
    log_ell, log_var, log_noise = params[:-2], params[-2], params[-1]
    n = X.shape[0]
    K = ard_rbf(X, X, log_ell, log_var) + (jnp.exp(log_noise) + 1e-5) * jnp.eye(n)
    L = jnp.linalg.cholesky(K)
    a = jnp.linalg.solve(L.T, jnp.linalg.solve(L, y))
    return 0.5 * y @ a + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * jnp.log(2 * jnp.pi)
