import jax
import jax.numpy as jnp


@jax.jit
def encode(state):
    own = (state["stones"] == state["to_play"]).astype(jnp.float32)
    opp = (state["stones"] == -state["to_play"]).astype(jnp.float32)
    last = jnp.zeros_like(own)
    if state["last_move"] is not None:
        r, c = state["last_move"][0], state["last_move"][1]
        last = last.at[r, c].set(1.0)
    return jnp.stack([own, opp, last], axis=-1)
