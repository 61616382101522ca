import jax
import numpy as np

from model import TremorRegressor, regress_step

rng = np.random.default_rng(68)
# predict log SO2 flux from tremor band powers
x = rng.normal(size=(128, 6)).astype(np.float32)
y = (np.tanh(x[:, :3]).sum(1) + 0.1 * rng.normal(size=128)).astype(np.float32)
for seed in range(4):
    model = TremorRegressor(jax.random.PRNGKey(seed), activation=lambda h: jax.nn.leaky_relu(h, 0.1))
    for _ in range(10):
        model, l = regress_step(model, x, y)
    print(seed, float(l))
