import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


def effective_sample_size(logw):
    w = jnp.exp(logw - logsumexp(logw))
    return 1.0 / jnp.sum(w ** 2)


def estimate_log_evidence(key, loglik, num_params, x, y, init_particles=64, min_ess=50.0,
                          max_rounds=5):
    """Prior-as-proposal importance sampling, doubling the particle count until ESS is high enough."""
    n = init_particles
    for _ in range(max_rounds):
        key, sub = jax.random.split(key)
        theta = jax.random.normal(sub, (n, num_params))
        logw = loglik(theta, x, y)
        ess = float(effective_sample_size(logw))
        if ess >= min_ess:
            break
        n *= 2
    n_used = logw.shape[0]
    return float(logsumexp(logw) - jnp.log(n_used)), n_used, ess
