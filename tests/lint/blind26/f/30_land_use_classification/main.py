import jax
import numpy as np
from net import landuse_net
from predict import predict_tile

params = landuse_net.init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
rng = np.random.default_rng(1)
counts = np.zeros(4, int)
for tile in range(10):
    feats = rng.normal(size=(100, 6)).astype(np.float32)
    counts += np.bincount(np.asarray(predict_tile(params, feats)), minlength=4)
print("land use counts", counts)
