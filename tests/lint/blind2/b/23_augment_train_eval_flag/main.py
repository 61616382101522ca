import jax
import numpy as np

from augment import preprocess

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for epoch in range(3):
    for split in ("train", "eval"):
        for _ in range(2):
            key, sub = jax.random.split(key)
            raw = rng.integers(0, 256, size=(4, 8, 8, 3), dtype=np.uint8)
            x = preprocess(sub, raw, training=(split == "train"))
        print(epoch, split, float(x.mean()))
