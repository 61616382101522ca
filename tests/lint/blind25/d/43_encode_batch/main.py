import jax
import numpy as np
from encoder import ClauseEncoder

enc = ClauseEncoder(jax.random.PRNGKey(0))
rng = np.random.default_rng(0)
for shard in range(4):
    ids = rng.integers(0, 700, size=(32, 20))
    v = enc.encode(ids)
    print(shard, float((v @ v.T).mean()))
