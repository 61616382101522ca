import numpy as np
import jax.numpy as jnp
from rules import score

rng = np.random.default_rng(0)
for jur in ["NY", "DE", "NY", "CA", "TX", "DE"]:
    logits = jnp.asarray(rng.normal(size=(3,)).astype(np.float32))
    print(jur, np.round(np.asarray(score(logits, jur)), 3))
