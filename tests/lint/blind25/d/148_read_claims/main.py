import jax
import numpy as np
from net import reader
from data import claim_batches

params = reader.init(jax.random.PRNGKey(0), np.zeros((1, 5), np.int32))

@jax.jit
def read_claims(params, ids):
    return jax.nn.softmax(reader.apply(params, ids))

rng = np.random.default_rng(0)
for b, ids in enumerate(claim_batches(rng, 5)):
    print(b, ids.shape, np.asarray(read_claims(params, ids))[:2].round(3))
