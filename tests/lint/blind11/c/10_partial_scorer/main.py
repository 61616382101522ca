from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def rerank(user_vec, candidates, weights):
    feats = candidates * user_vec
    return jax.nn.log_softmax(feats @ weights)


weights = jnp.linspace(-1.0, 1.0, 5)
rng = np.random.default_rng(7)
users = {f"user{i}": jnp.asarray(rng.normal(size=(5,)).astype(np.float32)) for i in range(5)}

for name, vec in users.items():
    candidates = jnp.asarray(rng.normal(size=(8, 5)).astype(np.float32))
    score_fn = jax.jit(partial(rerank, vec))
    best = int(jnp.argmax(score_fn(candidates, weights)))
    print(name, best)
