import jax
import jax.numpy as jnp
import numpy as np

from lm import MAX_LEN, next_token_logits


def greedy_generate(params, prompt, max_new_tokens, pad_id=0):
    prompt = np.asarray(prompt, dtype=np.int32)
    batch, prompt_len = prompt.shape
    buffer = jnp.full((batch, MAX_LEN), pad_id, dtype=jnp.int32).at[:, :prompt_len].set(prompt)
    for cur in range(prompt_len - 1, prompt_len - 1 + max_new_tokens):
        logits = next_token_logits(params, buffer, jnp.int32(cur))
        nxt = jnp.argmax(logits, axis=-1).astype(jnp.int32)
        buffer = buffer.at[:, cur + 1].set(nxt)
    return buffer[:, : prompt_len + max_new_tokens]
