import equinox as eqx
import jax
import numpy as np

from train import attendance_step, optimizer_for_epoch

rng = np.random.default_rng(0)
X = rng.normal(size=(160, 7)).astype(np.float32)
y = (X[:, 0] - X[:, 2] > 0.3).astype(np.float32)  # chronic absence next term

model = eqx.nn.MLP(7, 1, 16, 1, key=jax.random.PRNGKey(0))
opt_state = optimizer_for_epoch(0).init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    optim = optimizer_for_epoch(epoch)
    for i in range(0, 160, 40):
        model, opt_state, loss = attendance_step(model, opt_state, optim, X[i:i + 40], y[i:i + 40])
    print(epoch, float(loss))
