import jax.numpy as jnp
import numpy as np
from config import TrainConfig
from train import redline_step

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(128, 10)).astype(np.float32))
y = x @ jnp.arange(10.0) / 10
w = jnp.zeros(10)
cfg = TrainConfig()
for epoch in range(5):
    for _ in range(4):
        w, l = redline_step(w, x, y, cfg=cfg)
    print(epoch, float(l))
    cfg = cfg.next_epoch()
