import numpy as np
import optax
from flax import nnx

from model import VsProfileNet, vs_step

rng = np.random.default_rng(122)
# H/V spectral ratio samples -> layered shear-wave velocity profile
x = rng.normal(size=(128, 12)).astype(np.float32)
y = (np.tanh(x[:, :8]) + 0.1 * x[:, 8:9]).astype(np.float32)
model = VsProfileNet(nnx.Rngs(0))
for stage, lr in enumerate([1e-2, 3e-3, 1e-3]):
    opt = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    for _ in range(10):
        loss = vs_step(model, opt, x, y)
    print(stage, lr, float(loss))
