import numpy as np
import jax.numpy as jnp
from config import ASFModelConfig
from spread import asf_daily_hazard


def load_cfg():
    return ASFModelConfig()


rng = np.random.default_rng(12)
xy = rng.uniform(0, 20, (40, 2)).astype(np.float32)
dist = np.linalg.norm(xy[:, None] - xy[None], axis=-1).astype(np.float32)
infectious = np.zeros(40, np.float32)
infectious[rng.integers(0, 40, 2)] = 1.0
for day in range(10):
    cfg = load_cfg()
    hz = asf_daily_hazard(infectious, dist, jnp.float32(0.8), cfg=cfg)
    new = (rng.uniform(size=40) < np.asarray(hz)).astype(np.float32)
    infectious = np.maximum(infectious, new)
    print(f"day {day}: infected farms {int(infectious.sum())}")
