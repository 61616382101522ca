from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("beam_size", "steps"))
def beam_search(params, start_state, beam_size, steps=5):
    vocab = params["out"].shape[1]
    scores = jnp.zeros((beam_size,)).at[1:].set(-jnp.inf)
    states = jnp.broadcast_to(start_state, (beam_size,) + start_state.shape)

    def step(carry, _):
        scores, states = carry
        logp = jax.nn.log_softmax(jnp.tanh(states) @ params["out"], axis=-1)
        flat = (scores[:, None] + logp).reshape(-1)
        scores, idx = jax.lax.top_k(flat, beam_size)
        beam, tok = idx // vocab, idx % vocab
        states = states[beam] + params["emb"][tok]
        return (scores, states), tok

    (scores, _), tokens = jax.lax.scan(step, (scores, states), None, length=steps)
    return tokens.T, scores
