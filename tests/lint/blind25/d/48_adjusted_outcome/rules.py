import jax
import jax.numpy as jnp

JURISDICTIONS = {"NY": 0, "DE": 1, "CA": 2, "TX": 3}
PRIORS = jnp.array([[0.2, 0.5, 0.3], [0.1, 0.7, 0.2], [0.4, 0.3, 0.3], [0.3, 0.3, 0.4]])

@jax.jit
def adjusted_outcome(logits, jur_idx):
    return jax.nn.softmax(logits + jnp.log(PRIORS[jur_idx]))

def score(logits, jurisdiction):
    return adjusted_outcome(logits, JURISDICTIONS[jurisdiction])
