import dataclasses
import numpy as np
import jax
import jax.numpy as jnp

from config import RunConfig
from step import augment_and_step

rng = np.random.default_rng(0)
# spectral features of lime mortar samples -> CO2 uptake
x = rng.normal(size=(60, 6)).astype(np.float32)
y = (x @ rng.normal(size=6)).astype(np.float32)
cfg = RunConfig()
w = jnp.zeros(6)
key = jax.random.PRNGKey(0)
for epoch in range(5):
    cfg = dataclasses.replace(cfg, epoch=epoch)
    for _ in range(4):
        key, sub = jax.random.split(key)
        w = augment_and_step(cfg, w, x, y, sub)
    print(cfg.epoch, float(jnp.mean((x @ w - y) ** 2)))
