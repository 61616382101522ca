import jax
import numpy as np

from config import AugmentConfig
from trainer import Trainer

rng = np.random.default_rng(117)
trainer = Trainer(rng.normal(size=(32, 400)).astype(np.float32), AugmentConfig())
key = jax.random.PRNGKey(0)
for _ in range(5):
    key, sub = jax.random.split(key)
    print(trainer.epoch, trainer.run_epoch(sub))
