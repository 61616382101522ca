import jax
import jax.numpy as jnp


@jax.jit
def beam_free_decode(logits, cfg):
    logits = logits.at[:, -1].add(-cfg.blank_penalty)
    best = jnp.argmax(logits, axis=-1)
    keep = best != logits.shape[-1] - 1
    order = jnp.argsort(~keep, stable=True)
    chars = jnp.where(keep[order], best[order], -1)
    return chars[: cfg.max_chars]
