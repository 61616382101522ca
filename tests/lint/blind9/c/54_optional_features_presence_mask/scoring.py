import jax
import jax.numpy as jnp

OPTIONAL = ("device_score", "geo_risk", "account_age")


@jax.jit
def risk_score(base_w, opt_w, base_feats, opt_feats, present):
    s = base_feats @ base_w
    s = s + (opt_feats * present[None, :]) @ opt_w
    return jax.nn.sigmoid(s)
