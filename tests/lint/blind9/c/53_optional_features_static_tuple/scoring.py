from functools import partial

import jax
import jax.numpy as jnp

OPTIONAL = ("device_score", "geo_risk", "account_age")


@partial(jax.jit, static_argnames=("present",))
def risk_score(base_w, opt_w, base_feats, opt_feats, present):
    s = base_feats @ base_w
    for i, name in enumerate(OPTIONAL):
        if name in present:
            s = s + opt_feats[:, i] * opt_w[i]
    return jax.nn.sigmoid(s)
