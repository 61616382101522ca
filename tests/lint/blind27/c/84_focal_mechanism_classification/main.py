import numpy as np
import optax
from flax import nnx

from model import FocalMechNet
from steps import fm_eval_step, fm_train_step

rng = np.random.default_rng(84)
# first-motion polarities at 20 stations -> normal / reverse / strike-slip
x = rng.choice([-1.0, 1.0], size=(320, 20)).astype(np.float32)
y = (np.sum(x[:, :7], 1) > 0).astype(np.int32) + (np.sum(x[:, 7:14], 1) > 2).astype(np.int32)
model = FocalMechNet(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(3):
    model.train()
    for i in range(0, 256, 64):
        fm_train_step(model, opt, x[i:i + 64], y[i:i + 64])
    model.eval()
    print(epoch, float(fm_eval_step(model, x[256:], y[256:])))
