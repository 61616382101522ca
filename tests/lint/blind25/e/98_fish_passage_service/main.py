import numpy as np
import jax.numpy as jnp
from service import PassageCounter, FEATS

rng = np.random.default_rng(74)
svc = PassageCounter(jnp.asarray(rng.normal(size=(FEATS, 3)), dtype=jnp.float32))
for t in range(80):
    out = svc.submit(rng.normal(size=FEATS).astype(np.float32))
    if out is not None:
        print("frames", t + 1, "counts", out)
