import numpy as np
import jax.numpy as jnp
from scorer import DeadlineExtractor

rng = np.random.default_rng(0)
extractor = DeadlineExtractor(jnp.asarray(rng.normal(size=18).astype(np.float32)))
for doc in range(5):
    flags = extractor(rng.normal(size=(25, 18)).astype(np.float32))
    print(doc, int(flags.sum()), extractor.n_scored)
