import jax.numpy as jnp
from growth import vb_residuals

def summarise_fit(theta, ages, lengths):
    r = vb_residuals(theta, ages=ages, lengths=lengths)
    return float(jnp.sqrt(jnp.mean(r ** 2)))
