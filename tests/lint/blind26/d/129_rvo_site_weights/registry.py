import flax
import numpy as np


def load_site_params(template, seed):
    # site-specific fine-tuned weights come back from the model registry frozen
    rng = np.random.default_rng(seed)
    leaves = {k: {kk: (np.asarray(vv) + rng.normal(0, 0.01, np.shape(vv))).astype(np.float32)
                  for kk, vv in v.items()} for k, v in template["params"].items()}
    return flax.core.freeze({"params": leaves})
