import jax
import jax.numpy as jnp

@jax.jit
def grow_stand(state, years):
    ba = state["ba"] + years * 0.08 * state["top_h"] * jnp.exp(-state["ba"] / 40.0)
    tph = state["tph"] * jnp.exp(-0.01 * years * state["ba"] / 25.0)
    top_h = state["top_h"] + years * 0.3
    return {"ba": ba, "tph": tph, "top_h": top_h}
