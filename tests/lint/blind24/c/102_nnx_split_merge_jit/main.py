import numpy as np
from flax import nnx
from model import CompaRatioNet
from train import make_state, compa_step

rng = np.random.default_rng(0)
X = rng.normal(size=(320, 7)).astype(np.float32)
y = (1.0 + 0.1 * X[:, 0] - 0.05 * X[:, 3]).astype(np.float32)
graphdef, params, opt_state = make_state(CompaRatioNet(nnx.Rngs(0)))
for epoch in range(4):
    for i in range(0, 320, 64):
        params, opt_state, l = compa_step(graphdef, params, opt_state, X[i:i + 64], y[i:i + 64])
    print(epoch, float(l))
