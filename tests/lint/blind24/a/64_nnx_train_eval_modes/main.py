import numpy as np
import optax
from flax import nnx
from model import CanineCKDNet
from steps import ckd_train_step, ckd_eval_step

rng = np.random.default_rng(52)
x = rng.normal(size=(128, 6)).astype(np.float32)
y = np.clip((x[:, 0] + x[:, 1] + 1.5).astype(np.int32), 0, 3)
xv = rng.normal(size=(64, 6)).astype(np.float32)
yv = np.clip((xv[:, 0] + xv[:, 1] + 1.5).astype(np.int32), 0, 3)

model = CanineCKDNet(nnx.Rngs(0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(5):
    model.train()
    loss = ckd_train_step(model, optimizer, x, y)
    model.eval()
    acc = ckd_eval_step(model, xv, yv)
    print(f"epoch {epoch} loss {float(loss):.3f} val acc {float(acc):.3f}")
