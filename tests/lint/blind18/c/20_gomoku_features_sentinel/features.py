import jax
import jax.numpy as jnp


@jax.jit
def encode(state):
    own = (state["stones"] == state["to_play"]).astype(jnp.float32)
    opp = (state["stones"] == -state["to_play"]).astype(jnp.float32)
    r, c = state["last_move"][0], state["last_move"][1]
    played = (r >= 0).astype(jnp.float32)
    last = jnp.zeros_like(own).at[jnp.maximum(r, 0), jnp.maximum(c, 0)].set(played)
    return jnp.stack([own, opp, last], axis=-1)
