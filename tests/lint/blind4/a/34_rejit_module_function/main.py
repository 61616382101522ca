import numpy as np

from rollout import postprocess

rng = np.random.default_rng(0)
for update in range(5):
    batch = {
        "rewards": rng.normal(size=64).astype(np.float32),
        "values": rng.normal(size=64).astype(np.float32),
        "dones": (rng.random(64) < 0.05).astype(np.float32),
    }
    adv = postprocess(batch)
    print(update, float(adv.mean()))
