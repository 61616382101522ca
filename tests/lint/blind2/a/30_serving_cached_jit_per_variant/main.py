import jax
import numpy as np

from registry import get_scorer, init_params

MODELS = {"small": 1, "large": 3}
params = {name: init_params(jax.random.PRNGKey(i), n) for i, (name, n) in enumerate(MODELS.items())}

rng = np.random.default_rng(0)
traffic = ["small", "large", "small", "small", "large", "large"]
for i, name in enumerate(traffic):
    scorer = get_scorer(MODELS[name])
    x = rng.normal(size=(2, 4)).astype(np.float32)
    print(i, name, scorer(params[name], x).round(3).tolist())
