from functools import partial

import jax
import jax.numpy as jnp


def rbf(xa, xb, log_ls, log_var):
    d2 = jnp.sum((xa[:, None] - xb[None]) ** 2, -1)
    return jnp.exp(log_var) * jnp.exp(-0.5 * d2 / jnp.exp(2 * log_ls))


def neg_log_marginal(theta, xy, z):
    K = rbf(xy, xy, theta["log_ls"], theta["log_var"]) + (jnp.exp(theta["log_noise"]) + 1e-5) * jnp.eye(xy.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), z)
    return 0.5 * z @ alpha + jnp.sum(jnp.log(jnp.diag(L)))


@partial(jax.jit, static_argnames=("lr",))
def hyper_step(theta, xy, z, lr):
    nll, g = jax.value_and_grad(neg_log_marginal)(theta, xy, z)
    return jax.tree.map(lambda p, gp: p - lr * gp, theta, g), nll
