import dataclasses

import jax
import jax.numpy as jnp
import numpy as np

from config import AugConfig
from train import sleeve_step

rng = np.random.default_rng(59)
x = rng.normal(size=(64, 20)).astype(np.float32)  # arm-region keypoint profile from product photos
y = rng.integers(0, 3, 64).astype(np.int32)
W = jnp.zeros((20, 3))
cfg = AugConfig()
key = jax.random.PRNGKey(0)
for epoch in range(5):
    cfg = dataclasses.replace(cfg, jitter=0.2 * (1 - epoch / 5))
    for _ in range(4):
        key, sub = jax.random.split(key)
        W, loss = sleeve_step(W, x, y, sub, cfg=cfg)
    print(epoch, cfg.jitter, float(loss))
