import numpy as np
import optax
from flax import nnx
from model import DelayNet
from steps import train_step, eval_step

rng = np.random.default_rng(0)
X = rng.normal(size=(384, 8)).astype(np.float32)
y = (10 * X[:, 0] + 4 * X[:, 1] * X[:, 2] + rng.normal(0, 2, 384)).astype(np.float32)

model = DelayNet(8, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(4):
    model.train()
    for i in range(0, 256, 64):
        loss = train_step(model, optimizer, X[i:i + 64], y[i:i + 64])
    model.eval()
    mae = eval_step(model, X[256:], y[256:])
    print(f"epoch {epoch} train mse {float(loss):.2f} val mae {float(mae):.2f} min")
