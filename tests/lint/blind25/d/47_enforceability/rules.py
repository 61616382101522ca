from functools import partial
import jax
import jax.numpy as jnp

JURISDICTIONS = ["NY", "DE", "CA", "TX"]
PRIORS = jnp.array([[0.2, 0.5, 0.3], [0.1, 0.7, 0.2], [0.4, 0.3, 0.3], [0.3, 0.3, 0.4]])

@partial(jax.jit, static_argnames=("jurisdiction",))
def enforceability(logits, jurisdiction):
    prior = PRIORS[JURISDICTIONS.index(jurisdiction)]
    return jax.nn.softmax(logits + jnp.log(prior))
