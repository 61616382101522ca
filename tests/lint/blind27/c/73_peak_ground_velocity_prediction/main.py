import jax
import numpy as np

from ckpt import from_json, to_json
from net import init_layers, pgv_forward, pgv_update

rng = np.random.default_rng(73)
x = rng.normal(size=(96, 3)).astype(np.float32)
y = (0.8 * x[:, 0] - 1.1 * x[:, 1] + 0.2 * x[:, 2]).astype(np.float32)
layers = init_layers(jax.random.PRNGKey(0), [3, 16, 1])
for session in range(3):
    for _ in range(10):
        layers = pgv_update(layers, x, y)
    print(session, float(np.mean((np.asarray(pgv_forward(layers, x)) - y) ** 2)))
    layers = from_json(to_json(layers))
