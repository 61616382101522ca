import jax
import jax.numpy as jnp


@jax.jit
def predict_shrinkage(coef, fibre_mix, wash_temp):
    # fibre_mix columns: cotton, polyester, wool, elastane fractions
    base = fibre_mix @ coef["fibre"]
    heat = coef["heat"] * jnp.maximum(wash_temp - 30.0, 0.0)[:, None] * fibre_mix[:, :1]
    return base + heat[:, 0]
