import jax
import jax.numpy as jnp


@jax.jit
def constrained_greedy(params, enc, allowed_mask):
    def step(h, _):
        logits = jnp.where(allowed_mask, h @ params["out"], -jnp.inf)
        tok = jnp.argmax(logits)
        h = jnp.tanh(h + params["emb"][tok])
        return h, tok

    _, toks = jax.lax.scan(step, enc, None, length=6)
    return toks
