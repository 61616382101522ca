from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mode",))
def decode_step(logits, key, mode):
    if mode == "greedy":
        return jnp.argmax(logits, axis=-1)
    return jax.random.categorical(key, logits, axis=-1)


logits = jax.random.normal(jax.random.PRNGKey(0), (3, 10))
key = jax.random.PRNGKey(1)
for mode in ("greedy", "sample"):
    for _ in range(4):
        key, sub = jax.random.split(key)
        tokens = decode_step(logits, sub, mode=mode)
    print(mode, tokens)
