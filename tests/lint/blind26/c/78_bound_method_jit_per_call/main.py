import numpy as np
import jax.numpy as jnp
from decoder import FrameSyncDecoder

rng = np.random.default_rng(78)
N_PH = 15
bigram = jnp.asarray(np.log(rng.dirichlet(np.ones(N_PH), size=N_PH)).astype(np.float32))
decoder = FrameSyncDecoder(bigram)
for utt in range(4):
    post = jnp.asarray(np.log(rng.dirichlet(np.ones(N_PH), size=80)).astype(np.float32))
    path = np.asarray(decoder(post))
    print(utt, path[np.r_[True, path[1:] != path[:-1]]][:10])
