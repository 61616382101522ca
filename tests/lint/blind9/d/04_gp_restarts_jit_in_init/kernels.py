import jax.numpy as jnp


def periodic_kernel(t1, t2, lengthscale, period, variance):
    d = jnp.abs(t1[:, None] - t2[None, :])
    return variance * jnp.exp(-2.0 * jnp.sin(jnp.pi * d / period) ** 2 / lengthscale**2)


def periodic_nll(log_params, t, y):
    lengthscale, period, variance, noise = jnp.exp(log_params)
    n = t.shape[0]
    K = periodic_kernel(t, t, lengthscale, period, variance) + (noise + 1e-5) * jnp.eye(n)
    L = jnp.linalg.cholesky(K)
    alpha = jnp.linalg.solve(L.T, jnp.linalg.solve(L, y))
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L))) + 0.5 * n * jnp.log(2 * jnp.pi)
