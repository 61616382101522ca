import jax
import numpy as np

from model import GasFluxNet, so2_step

rng = np.random.default_rng(69)
x = rng.normal(size=(128, 6)).astype(np.float32)
y = (np.tanh(x[:, :3]).sum(1) + 0.1 * rng.normal(size=128)).astype(np.float32)
for seed in range(4):
    model = GasFluxNet(jax.random.PRNGKey(seed), activation=jax.nn.gelu)
    for _ in range(10):
        model, l = so2_step(model, x, y)
    print(seed, float(l))
