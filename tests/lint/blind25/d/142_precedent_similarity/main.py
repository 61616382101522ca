from functools import partial
import numpy as np
import jax.numpy as jnp
from scoring import precedent_similarity

rng = np.random.default_rng(0)
corpus = jnp.asarray(rng.normal(size=(90, 12)).astype(np.float32))
for court in range(4):
    weights = jnp.asarray(rng.uniform(0.5, 1.5, size=12).astype(np.float32))
    score = partial(precedent_similarity, corpus=corpus, weights=weights)
    q = jnp.asarray(rng.normal(size=12).astype(np.float32))
    print(court, int(jnp.argmax(score(q))))
