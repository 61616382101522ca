import jax
import jax.numpy as jnp
import numpy as np

from model import log_likelihood, log_prior


def mh_move(theta, t, y, key, scale=0.05):
    prop = theta + scale * jax.random.normal(key, theta.shape)
    log_a = (log_likelihood(prop, t, y, temperature=1.0) + log_prior(prop)) - (log_likelihood(theta, t, y, temperature=1.0) + log_prior(theta))
    return jnp.where(jnp.log(jax.random.uniform(jax.random.fold_in(key, 1))) < log_a, prop, theta)


def posterior_predictive_check(samples, t, y, temperatures=(1.0, 2.0, 4.0)):
    out = {}
    for T in temperatures:
        out[T] = float(np.mean([log_likelihood(s, t, y, temperature=T) for s in samples]))
    return out
