from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def constrained_greedy(params, enc, allowed):
    allowed_mask = jnp.zeros(params["out"].shape[1], bool).at[jnp.array(allowed)].set(True)

    def step(h, _):
        logits = jnp.where(allowed_mask, h @ params["out"], -jnp.inf)
        tok = jnp.argmax(logits)
        h = jnp.tanh(h + params["emb"][tok])
        return h, tok

    _, toks = jax.lax.scan(step, enc, None, length=6)
    return toks
