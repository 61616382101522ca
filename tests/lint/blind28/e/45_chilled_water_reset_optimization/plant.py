import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def plant_kw(model, chw_setpoints, load, wet_bulb):
    feats = jnp.stack([chw_setpoints, jnp.full_like(chw_setpoints, load), jnp.full_like(chw_setpoints, wet_bulb)], -1)
    return model(feats).squeeze(-1)
