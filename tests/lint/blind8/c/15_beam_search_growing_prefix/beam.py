import jax.numpy as jnp

from lm import next_token_logprobs


def beam_search(params, prompt, beam_size=3, max_new_tokens=5, eos_id=1):
    tokens = jnp.tile(jnp.asarray(prompt, jnp.int32)[None], (beam_size, 1))
    scores = jnp.array([0.0] + [-1e9] * (beam_size - 1))
    for _ in range(max_new_tokens):
        logp = next_token_logprobs(params, tokens)
        vocab = logp.shape[-1]
        cand = (scores[:, None] + logp).reshape(-1)
        top = jnp.argsort(-cand)[:beam_size]
        beam_idx, tok = top // vocab, top % vocab
        tokens = jnp.concatenate([tokens[beam_idx], tok[:, None].astype(jnp.int32)], axis=1)
        scores = cand[top]
        if bool((tok == eos_id).all()):
            break
    return tokens, scores
