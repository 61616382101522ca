import numpy as np
import jax.numpy as jnp

from config import SweepConfig
from metrics import ewma_acwr

cfg = SweepConfig()
rng = np.random.default_rng(7)
season = jnp.asarray(rng.gamma(3.0, 150.0, size=200).astype(np.float32))
injuries = rng.random(200) < 0.05

for a in cfg.acute_days:
    for c in cfg.chronic_days:
        ratio = np.asarray(ewma_acwr(season, a, c))
        flagged = ratio > cfg.injury_threshold
        hits = int((flagged & injuries).sum())
        print(f"acute={a} chronic={c} flagged={int(flagged.sum())} hits={hits}")
