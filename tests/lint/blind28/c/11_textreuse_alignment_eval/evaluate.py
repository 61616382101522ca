import jax
import jax.numpy as jnp


def evaluate_alignment(params, pairs_a, pairs_b, labels, margin):
    @jax.jit
    def pair_scores(p, a, b):
        ea = jnp.tanh(a @ p["proj"])
        eb = jnp.tanh(b @ p["proj"])
        return jnp.sum(ea * eb, axis=-1)

    scores = pair_scores(params, pairs_a, pairs_b)
    pred = scores > margin
    return float(jnp.mean(pred == (labels > 0.5)))
