import numpy as np
import jax
from model import ArticulatoryRegressor, inversion_step

rng = np.random.default_rng(135)
x = rng.normal(size=(256, 13)).astype(np.float32)
ema = np.tanh(x[:, :6] + 0.3 * x[:, 6:12]).astype(np.float32)
params = ArticulatoryRegressor().init(jax.random.PRNGKey(0), x[:1])
for epoch in range(4):
    model = ArticulatoryRegressor(hidden=32)
    for i in range(0, 256, 64):
        params, loss = inversion_step(model, params, x[i:i + 64], ema[i:i + 64])
    print(epoch, float(loss))
