from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from metrics import score_split

rng = np.random.default_rng(1)
X = rng.normal(size=(300, 20)).astype(np.float32)     # bat pass features
Y = rng.integers(0, 4, size=300).astype(np.int32)     # Myotis, Pipistrellus, Nyctalus, Eptesicus
params = {"w1": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (20, 16)),
          "w2": 0.1 * jax.random.normal(jax.random.PRNGKey(1), (16, 4))}

folds = np.array_split(np.arange(300), 5)      # 60 passes per fold
for k, idx in enumerate(folds):
    scorer = partial(score_split, params)
    acc = scorer(X[idx], Y[idx])
    print("fold", k, float(acc))
print("all-pass accuracy", float(score_split(params, X[:60], Y[:60])))
