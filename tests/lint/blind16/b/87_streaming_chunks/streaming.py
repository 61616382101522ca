import jax
import jax.numpy as jnp

CONTEXT = 2  # frames of left context for the convolution


@jax.jit
def process_chunk(params, state, chunk):
    """chunk: [T, F]; state carries conv context and the recurrent hidden vector."""
    left = state.get("conv_ctx", jnp.zeros((CONTEXT, chunk.shape[1])))
    h = state.get("hidden", jnp.zeros((params["rec"].shape[0],)))
    x = jnp.concatenate([left, chunk], axis=0)
    frames = jnp.stack([x[i : i + chunk.shape[0]] for i in range(CONTEXT + 1)], axis=-1).mean(-1)
    proj = frames @ params["inp"]

    def cell(h, p):
        h = jnp.tanh(p + h @ params["rec"])
        return h, h

    h, outs = jax.lax.scan(cell, h, proj)
    new_state = {"conv_ctx": chunk[-CONTEXT:], "hidden": h}
    return outs, new_state
