import jax
import jax.numpy as jnp
import numpy as np
from features import features_from_metadata, features_from_parser

WEIGHTS = {"party_count": 0.3, "page_count": 0.02, "has_schedule": -0.5}

@jax.jit
def complexity_score(feats):
    return sum(WEIGHTS[k] * feats[k] for k in sorted(feats))

rng = np.random.default_rng(0)
for i in range(4):
    f = features_from_metadata(rng, 32) if i % 2 == 0 else features_from_parser(rng, 32)
    print(list(f)[0], float(complexity_score(f).mean()))
