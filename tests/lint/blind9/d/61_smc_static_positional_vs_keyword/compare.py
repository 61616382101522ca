import jax
import jax.numpy as jnp

from smc import marginal_likelihood


def bayes_factor(key, obs, drift_a, drift_b, n_particles):
    ka, kb = jax.random.split(key)
    la = marginal_likelihood(ka, obs, drift_a, n_particles=n_particles)
    lb = marginal_likelihood(kb, obs, drift_b, n_particles=n_particles)
    return float(la - lb)
