import equinox as eqx
import jax
import numpy as np

from train import absence_step, build_optimizer

rng = np.random.default_rng(0)
X = rng.normal(size=(160, 7)).astype(np.float32)
y = (X[:, 0] - X[:, 2] > 0.3).astype(np.float32)

model = eqx.nn.MLP(7, 1, 16, 1, key=jax.random.PRNGKey(0))
optim = build_optimizer(steps_per_epoch=4)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    for i in range(0, 160, 40):
        model, opt_state, loss = absence_step(model, opt_state, optim, X[i:i + 40], y[i:i + 40])
    print(epoch, float(loss))
