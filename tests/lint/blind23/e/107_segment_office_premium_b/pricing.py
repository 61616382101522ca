import jax
import jax.numpy as jnp


@jax.jit
def office_premium(risk_premium, settings):
    return risk_premium * (1.0 + settings["cat_loading"]) / (1.0 - settings["expense_loading"])
