import numpy as np
import optax
from flax import nnx
from model import CQIPredictor, cqi_train_step, cqi_eval
from callbacks import ValidationMonitor

rng = np.random.default_rng(0)
x = rng.normal(10, 6, (1536, 8)).astype(np.float32)
y = np.clip((x[:, -3:].mean(1) + 2) // 2, 0, 15).astype(np.int32)
xv, yv = x[-256:], y[-256:]

model = CQIPredictor(nnx.Rngs(0, dropout=1))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
monitor = ValidationMonitor(xv, yv)
step = 0
for epoch in range(4):
    model.train()
    for i in range(0, 1280, 128):
        loss = cqi_train_step(model, opt, x[i:i + 128], y[i:i + 128])
        monitor.on_step(step, model)
        step += 1
    model.eval()
    print(epoch, float(loss), float(cqi_eval(model, xv, yv)))
print(np.round(monitor.history, 3))
