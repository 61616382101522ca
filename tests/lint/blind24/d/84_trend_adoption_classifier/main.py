import numpy as np
import optax
from flax import nnx

from model import TrendAdoption
from steps import adoption_eval_step, adoption_train_step

rng = np.random.default_rng(84)
x = rng.normal(size=(192, 12)).astype(np.float32)
y = (x[:, 0] + 0.5 * x[:, 5] > 0).astype(np.float32)
xv, yv = x[:64], y[:64]

model = TrendAdoption(nnx.Rngs(0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(4):
    model.train()
    for i in range(64, 192, 32):
        loss = adoption_train_step(model, optimizer, x[i:i + 32], y[i:i + 32])
    model.eval()
    acc = adoption_eval_step(model, xv, yv)
    print(epoch, float(loss), float(acc))
