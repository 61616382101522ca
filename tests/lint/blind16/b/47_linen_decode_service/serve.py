import jax
import jax.numpy as jnp

from model import Decoder

decoder = Decoder(decode=True)


@jax.jit
def decode_step(params, cache, token):
    logits, mutated = decoder.apply({"params": params, "cache": cache}, token, mutable=["cache"])
    return logits[:, -1], mutated["cache"]


def new_cache(batch, length):
    variables = decoder.init(jax.random.PRNGKey(0), jnp.ones((batch, length), jnp.int32))
    return variables["cache"]


def complete(params, prompt, max_new_tokens):
    cache = new_cache(1, len(prompt) + max_new_tokens)
    for t in prompt:
        logits, cache = decode_step(params, cache, jnp.array([[t]], jnp.int32))
    out = []
    for _ in range(max_new_tokens - 1):
        nxt = int(jnp.argmax(logits[0]))
        out.append(nxt)
        logits, cache = decode_step(params, cache, jnp.array([[nxt]], jnp.int32))
    out.append(int(jnp.argmax(logits[0])))
    return out
