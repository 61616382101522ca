import jax
import jax.numpy as jnp


@jax.jit
def window_features(rec):
    acc = rec["acc"]
    static = jnp.mean(acc, axis=1, keepdims=True)
    odba = jnp.abs(acc - static).sum(axis=0).mean()
    heading = jnp.arctan2(rec["mag"][1], rec["mag"][0]).std()
    feats = {"odba": odba, "heading_var": heading}
    if "temp" in rec:
        feats["temp_mean"] = rec["temp"].mean()
    return feats
