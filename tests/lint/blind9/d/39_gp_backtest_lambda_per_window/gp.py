import jax
import jax.numpy as jnp


def kernel(a, b, ls=3.0, period=7.0):
    d = a[:, None] - b[None, :]
    return jnp.exp(-0.5 * d**2 / (4 * ls) ** 2) * jnp.exp(-2 * jnp.sin(jnp.pi * d / period) ** 2)


def posterior_mean(t_train, y_train, t_test, noise=0.05):
    K = kernel(t_train, t_train) + noise * jnp.eye(t_train.shape[0])
    mu = y_train.mean()
    alpha = jnp.linalg.solve(K, y_train - mu)
    return kernel(t_test, t_train) @ alpha + mu
