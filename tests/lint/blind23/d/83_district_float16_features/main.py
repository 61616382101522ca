import jax
import jax.numpy as jnp
import numpy as np

from storage import load_district

rng = np.random.default_rng(0)
w = jnp.asarray(rng.normal(size=10) * 0.4, jnp.float32)


@jax.jit
def at_risk_scores(feats, w, cut):
    z = (feats - feats.mean(0)) / (feats.std(0) + 1e-3)
    p = jax.nn.sigmoid(z @ w)
    return p, jnp.mean(p > cut)


for name in ["district_a", "district_b", "district_c", "district_d"]:
    feats = load_district(name, rng)
    p, frac = at_risk_scores(feats, w, 0.7)
    print(f"{name}: {float(frac):.1%} flagged ({feats.dtype})")
