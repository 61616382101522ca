import jax.numpy as jnp
from model import clause_probs

def evaluate(params, feats, labels):
    probs = clause_probs(params=params, feats=feats)
    return float(jnp.mean(probs.argmax(-1) == labels))
