import dataclasses

import jax
import numpy as np

from augment import augment_batch
from config import AugmentConfig

rng = np.random.default_rng(116)
waves = rng.normal(size=(32, 400)).astype(np.float32)
cfg = AugmentConfig()
key = jax.random.PRNGKey(0)
for epoch in range(5):
    cfg = dataclasses.replace(cfg, epoch=epoch)
    key, sub = jax.random.split(key)
    batch = augment_batch(sub, waves, cfg)
    print(epoch, float(batch.std()))
