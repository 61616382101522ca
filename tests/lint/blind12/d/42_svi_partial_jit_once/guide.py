import jax
import jax.numpy as jnp


def elbo_estimate(var_params, key, x, y, num_samples):
    """Mean-field Gaussian over regression weights; reparameterised ELBO."""
    mu, log_sd = var_params["mu"], var_params["log_sd"]
    eps = jax.random.normal(key, (num_samples,) + mu.shape)
    w = mu + jnp.exp(log_sd) * eps
    preds = jnp.einsum("nd,sd->sn", x, w)
    log_lik = -0.5 * jnp.sum((preds - y) ** 2, -1)
    log_prior = -0.5 * jnp.sum(w ** 2, -1)
    entropy = jnp.sum(log_sd)
    return jnp.mean(log_lik + log_prior) + entropy


def negative_elbo(var_params, key, x, y, num_samples=8):
    return -elbo_estimate(var_params, key, x, y, num_samples)
