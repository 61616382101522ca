import jax
import jax.numpy as jnp
import jax.scipy.stats as jstats


def neg_log_posterior(theta, x, y):
    """Bayesian logistic regression with a N(0, 2^2) prior."""
    logits = x @ theta[1:] + theta[0]
    log_lik = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
    log_prior = jnp.sum(jstats.norm.logpdf(theta, 0.0, 2.0))
    return -(log_lik + log_prior)
