import jax
import jax.numpy as jnp
import numpy as np
from features import NEIGHBORHOODS, build_features

WEIGHTS = {"parks": 0.8, "schools": 1.2, "transit": 0.6}

@jax.jit
def score_neighborhood(feats):
    total = 0.0
    for name, vals in feats.items():
        total = total + WEIGHTS[name] * jnp.mean(vals)
    return total

rng = np.random.default_rng(5)
for nb in NEIGHBORHOODS:
    s = score_neighborhood(build_features(nb, rng))
    print(nb["name"], round(float(s), 3))
