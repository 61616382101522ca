import jax
import jax.numpy as jnp
import numpy as np
from features import train_features, holdout_features

rng = np.random.default_rng(1)
Wt = jax.random.normal(jax.random.PRNGKey(0), (8, 3)) * 0.1
Wb = jax.random.normal(jax.random.PRNGKey(1), (24, 3)) * 0.1

@jax.jit
def jurisdiction_logits(feats):
    title, body = feats
    return title @ Wt + body @ Wb

for rnd in range(3):
    tr = train_features(rng, 64)
    ho = holdout_features(rng, 64)
    a = jurisdiction_logits(tr).argmax(-1)
    b = jurisdiction_logits(ho).argmax(-1)
    print(rnd, np.bincount(np.asarray(a), minlength=3), np.bincount(np.asarray(b), minlength=3))
