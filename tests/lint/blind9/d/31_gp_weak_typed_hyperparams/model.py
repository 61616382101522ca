import jax
import jax.numpy as jnp


def init_hyperparams():
    return {
        "log_lengthscale": jnp.array(0.0),
        "log_signal": jnp.array(0.0),
        "log_noise": jnp.log(0.1),
    }


def kernel(params, a, b):
    ls = jnp.exp(params["log_lengthscale"])
    sf2 = jnp.exp(2 * params["log_signal"])
    return sf2 * jnp.exp(-0.5 * (a[:, None] - b[None, :]) ** 2 / ls**2)


def marginal_nll(params, t, y):
    K = kernel(params, t, t) + jnp.exp(2 * params["log_noise"]) * jnp.eye(t.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(L)))
