import jax.numpy as jnp

from lm import next_token_logits


def greedy_generate(params, prompt, max_new_tokens, eos_id=None):
    tokens = jnp.asarray(prompt, dtype=jnp.int32)
    for _ in range(max_new_tokens):
        logits = next_token_logits(params, tokens)
        nxt = jnp.argmax(logits, axis=-1).astype(jnp.int32)
        tokens = jnp.concatenate([tokens, nxt[:, None]], axis=1)
        if eos_id is not None and bool((nxt == eos_id).all()):
            break
    return tokens
