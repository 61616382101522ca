import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def one_compartment(t, dose, log_ka, log_ke, log_v):
    ka, ke, v = jnp.exp(log_ka), jnp.exp(log_ke), jnp.exp(log_v)
    return dose * ka / (v * (ka - ke)) * (jnp.exp(-ke * t) - jnp.exp(-ka * t))


@jax.jit
def patient_log_lik(theta, times, conc, dose):
    pred = one_compartment(times, dose, theta[0], theta[1], theta[2])
    return jnp.sum(norm.logpdf(jnp.log(conc), jnp.log(pred + 1e-6), jnp.exp(theta[3])))

