import numpy as np
import jax
from serving import Encoder

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"proj": jax.random.normal(k1, (40, 64)) * 0.1, "out": jax.random.normal(k2, (64, 8)) * 0.1}
enc = Encoder(params)
rng = np.random.default_rng(110)
for dur in [100, 300, 200, 500]:
    frames = rng.normal(size=(dur, 40)).astype(np.float32)
    embs = enc(frames)
    print(dur, len(embs), float(np.mean([np.asarray(e, np.float32).mean() for e in embs])))
