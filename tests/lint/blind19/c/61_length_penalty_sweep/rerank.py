from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("beam_size", "alpha"))
def select_hypotheses(token_logps, lengths, beam_size, alpha):
    """token_logps: [N, T] per-token log-probs (0 beyond length); GNMT length penalty."""
    total = token_logps.sum(axis=-1)
    penalty = ((5.0 + lengths) / 6.0) ** alpha
    scores, idx = jax.lax.top_k(total / penalty, beam_size)
    return scores, idx
