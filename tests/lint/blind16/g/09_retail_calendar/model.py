import jax
import jax.numpy as jnp


def init(key, lookback):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w_sales": 0.1 * jax.random.normal(k1, (lookback,)),
        "w_dow": 0.1 * jax.random.normal(k2, (7,)),
        "w_hol": 0.1 * jax.random.normal(k3, ()),
        "bias": jnp.zeros(()),
    }


def predict(params, feats):
    base = feats["sales"] @ params["w_sales"]
    dow_effect = feats["dow"].mean(0) @ params["w_dow"]
    out = base + dow_effect + params["bias"]
    if "holiday" in feats:
        out = out + params["w_hol"] * feats["holiday"].sum()
    return out
