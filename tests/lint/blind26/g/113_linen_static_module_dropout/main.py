import numpy as np
import jax
import jax.numpy as jnp

from model import SyllableNet
from train import sgd_update

rng = np.random.default_rng(0)
X = rng.normal(size=(128, 20)).astype(np.float32)   # Bengalese finch syllable features
Y = rng.integers(0, 6, 128).astype(np.int32)
key = jax.random.PRNGKey(0)
params = SyllableNet().init(key, X[:1], key)
for epoch in range(5):
    net = SyllableNet(dropout=0.5 - 0.1 * epoch)
    for i in range(0, 128, 32):
        key, sub = jax.random.split(key)
        params, loss = sgd_update(net, params, X[i:i + 32], Y[i:i + 32], sub)
    print(epoch, net.dropout, float(loss))
