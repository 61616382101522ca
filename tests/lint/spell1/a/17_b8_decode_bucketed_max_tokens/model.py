import jax
import jax.numpy as jnp

VOCAB, DIM, PAD_LEN = 64, 16, 12


def init_lm(key):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1, "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}


def greedy_decode(params, prompt, prompt_len, max_new_tokens):
    def body(carry, _):
        tokens, pos = carry
        ctx = params["embed"][tokens].mean(0)
        nxt = jnp.argmax(ctx @ params["out"]).astype(jnp.int32)
        tokens = jax.lax.dynamic_update_slice(tokens, nxt[None], (pos,))
        return (tokens, pos + 1), nxt

    buf = jnp.zeros(PAD_LEN + 64, jnp.int32).at[:PAD_LEN].set(prompt)
    _, out = jax.lax.scan(body, (buf, prompt_len), None, length=max_new_tokens)
    return out
