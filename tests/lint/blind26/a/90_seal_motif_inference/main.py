import numpy as np
from flax import nnx

from model import MotifNet, predict_batch

rng = np.random.default_rng(0)
model = MotifNet(nnx.Rngs(0))
model.eval()
counts = np.zeros(7, int)
for tray in range(6):
    x = rng.normal(size=(24, 20)).astype(np.float32)
    counts += np.bincount(np.asarray(predict_batch(model, x)), minlength=7)
print(counts)
