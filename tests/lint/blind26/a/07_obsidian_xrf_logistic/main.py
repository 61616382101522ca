import numpy as np
import jax
import jax.numpy as jnp

from config import TrainConfig
from train import train_step

# XRF element ratios -> local vs imported obsidian
cfg = TrainConfig()
rng = np.random.default_rng(0)
x = rng.normal(size=(100, 8)).astype(np.float32)
y = (x[:, 0] - 0.5 * x[:, 3] > 0).astype(np.float32)

w = jnp.zeros(8)
key = jax.random.PRNGKey(0)
for epoch in range(cfg.epochs):
    for s in range(0, 100, cfg.batch):
        key, sub = jax.random.split(key)
        w, loss = train_step(w, x[s:s + cfg.batch], y[s:s + cfg.batch], sub, epoch)
    print(epoch, float(loss))
