import jax
import jax.numpy as jnp


def rbf(a, b, ls, var):
    d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2 / ls ** 2, axis=-1)
    return var * jnp.exp(-0.5 * d2)


@jax.jit
def gp_posterior(x_train, y_train, x_query, log_ls, log_var):
    ls, var = jnp.exp(log_ls), jnp.exp(log_var)
    k = rbf(x_train, x_train, ls, var) + 1e-4 * jnp.eye(x_train.shape[0])
    ks = rbf(x_query, x_train, ls, var)
    alpha = jnp.linalg.solve(k, y_train)
    mean = ks @ alpha
    v = jnp.linalg.solve(k, ks.T)
    std = jnp.sqrt(jnp.maximum(var - jnp.sum(ks * v.T, axis=1), 1e-9))
    return mean, std
