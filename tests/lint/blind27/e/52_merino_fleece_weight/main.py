import numpy as np
import jax

from model import WoolYieldNet
from train import run_epoch

rng = np.random.default_rng(52)
# merino: age, body weight, fibre diameter, staple length -> greasy fleece weight (std)
X = rng.normal(size=(80, 4)).astype(np.float32)
y = (0.6 * X[:, 1] - 0.3 * X[:, 2] + 0.4 * X[:, 3]).astype(np.float32)
model = WoolYieldNet(jax.random.PRNGKey(0))
for epoch in range(3):
    model, loss = run_epoch(model, X, y)
    print("epoch", epoch, float(loss))
