import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def firn_year(state, melt, accumulation, use_refreeze):
    pore = state["pore_space"]
    if use_refreeze:
        refrozen = jnp.minimum(melt, pore)
    else:
        refrozen = jnp.zeros_like(melt)
    runoff = melt - refrozen
    pore = jnp.maximum(pore - refrozen + 0.3 * accumulation, 0.0)
    return {"pore_space": pore, "runoff": state["runoff"] + runoff}
