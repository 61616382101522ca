import jax
import jax.numpy as jnp

from records import load_trenches


@jax.jit
def score_trench(rec):
    w = jnp.exp(-rec["depth"])
    return jnp.sum(rec["finds"] * w) + 0.1 * rec["has_phase"] * jnp.sum(rec["phase"])


for i, rec in enumerate(load_trenches()):
    print(i, float(score_trench(rec)))
