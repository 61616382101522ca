import jax.numpy as jnp

from lm import next_token_logprobs

MAX_LEN = 16


def beam_search(params, prompt, beam_size=3, max_new_tokens=5, eos_id=1):
    n = len(prompt)
    tokens = jnp.zeros((beam_size, MAX_LEN), jnp.int32).at[:, :n].set(jnp.asarray(prompt, jnp.int32))
    scores = jnp.array([0.0] + [-1e9] * (beam_size - 1))
    for step in range(max_new_tokens):
        length = jnp.asarray(n + step, jnp.int32)
        logp = next_token_logprobs(params, tokens, length)
        vocab = logp.shape[-1]
        cand = (scores[:, None] + logp).reshape(-1)
        top = jnp.argsort(-cand)[:beam_size]
        beam_idx, tok = top // vocab, top % vocab
        tokens = tokens[beam_idx].at[:, n + step].set(tok.astype(jnp.int32))
        scores = cand[top]
        if bool((tok == eos_id).all()):
            break
    return tokens[:, : n + step + 1], scores
