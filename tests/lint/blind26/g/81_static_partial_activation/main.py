from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from model import embed

rng = np.random.default_rng(0)
params = {"w1": jnp.asarray(rng.normal(size=(64, 32)).astype(np.float32)) * 0.1,
          "w2": jnp.asarray(rng.normal(size=(32, 8)).astype(np.float32)) * 0.1}

for night in range(5):
    calls = rng.normal(size=(100, 64)).astype(np.float32)    # owl hoot feature vectors
    z = embed(params, calls, activation=partial(jax.nn.leaky_relu, negative_slope=0.1))
    print(night, round(float(jnp.linalg.norm(z, axis=1).mean()), 4))
