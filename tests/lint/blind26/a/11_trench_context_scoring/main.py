import jax
import jax.numpy as jnp

from records import load_contexts


@jax.jit
def score_context(rec):
    w = jnp.exp(-rec["depth"])
    s = jnp.sum(rec["finds"] * w)
    if "phase" in rec:
        s = s + 0.1 * jnp.sum(rec["phase"])
    return s


for i, rec in enumerate(load_contexts()):
    print(i, float(score_context(rec)))
