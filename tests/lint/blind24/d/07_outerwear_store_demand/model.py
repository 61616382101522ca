import jax
import jax.numpy as jnp


@jax.jit
def predict_units(coef, feats):
    units = coef["base"] + coef["traffic"] * feats["traffic"] / 100.0
    units = units - coef["temp"] * jnp.maximum(feats["temp_c"] - 18.0, 0.0)
    if "promo_depth" in feats:
        units = units * (1.0 + coef["promo"] * feats["promo_depth"])
    return units
