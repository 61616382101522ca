import jax
import jax.numpy as jnp


def make_passage_scorer(window):
    kernel = jnp.ones((window,)) / window

    @jax.jit
    def passage_overlap(tokens_a, tokens_b):
        hits = (tokens_a[:, None] == tokens_b[None, :]).astype(jnp.float32)
        diag = jnp.array([jnp.trace(hits, offset=k) for k in range(-4, 5)])
        smooth = jnp.convolve(hits.max(axis=1), kernel, mode="same")
        return diag.max(), smooth.max()

    return passage_overlap
