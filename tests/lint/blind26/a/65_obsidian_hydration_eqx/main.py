import numpy as np
import jax
import equinox as eqx

from train import optim, annealed_step

rng = np.random.default_rng(0)
# rim thickness (microns) vs site temperature and humidity
x = rng.uniform(0, 1, size=(64, 3)).astype(np.float32)
y = (2.0 * x[:, 0] + x[:, 1] ** 2 + 0.1 * rng.normal(size=64)).astype(np.float32)
model = eqx.nn.MLP(3, 1, 16, 2, key=jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    model, opt_state, loss = annealed_step(model, opt_state, x, y, epoch)
    print(epoch, float(loss))
