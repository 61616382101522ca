import jax
import jax.numpy as jnp
import numpy as np

jax.config.update("jax_enable_x64", True)


def unpack(theta, dim):
    return theta[:dim], theta[dim:]


def make_objective(data, eps):
    """Negative ELBO of a mean-field Gaussian on a Bayesian linear regression."""
    X, y = data
    dim = X.shape[1]

    def neg_elbo(theta):
        mu, log_sigma = unpack(theta, dim)
        w = mu[None, :] + jnp.exp(log_sigma)[None, :] * eps
        resid = y[None, :] - w @ X.T
        loglik = -0.5 * jnp.sum(resid ** 2, axis=1).mean()
        logprior = -0.5 * jnp.sum(w ** 2, axis=1).mean()
        entropy = jnp.sum(log_sigma)
        return -(loglik + logprior + entropy)

    def value(theta):
        return float(jax.jit(neg_elbo)(theta))

    def gradient(theta):
        return np.asarray(jax.jit(jax.grad(neg_elbo))(theta))

    return value, gradient
