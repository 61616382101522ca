import jax
import jax.numpy as jnp


@jax.jit
def sample_paraphrase(bigram_logits, key, start_tokens, temperature=1.0):
    def step(carry, k):
        tok = carry
        nxt = jax.random.categorical(k, bigram_logits[tok] / temperature)
        return nxt, nxt
    keys = jax.random.split(key, 8)
    _, toks = jax.lax.scan(step, start_tokens, keys)
    return toks.T
