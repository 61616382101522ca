import numpy as np
import jax

from config import NetConfig
from train import init, update

rng = np.random.default_rng(9)
X = rng.normal(size=(200, 12)).astype(np.float32)
Y = rng.integers(0, 5, size=200).astype(np.int32)

for lr in [0.3, 0.1, 0.03, 0.01]:
    cfg = NetConfig()
    params = init(jax.random.PRNGKey(0), cfg)
    for step in range(40):
        params, loss = update(cfg, params, X, Y, lr)
    print(f"lr={lr} loss={float(loss):.4f}")
