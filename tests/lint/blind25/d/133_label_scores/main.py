import jax
import numpy as np
from factory import get_scorer

CONFIG = {"n_labels": 5}
W = jax.random.normal(jax.random.PRNGKey(0), (20, 8))
rng = np.random.default_rng(0)
for batch in range(5):
    scorer = get_scorer(CONFIG["n_labels"])
    out = scorer(W, rng.normal(size=(10, 20)).astype(np.float32))
    print(batch, np.asarray(out).argmax(-1).tolist())
