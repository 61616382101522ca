import jax.numpy as jnp
import numpy as np

from metrics import ConfusionMeter

rng = np.random.default_rng(52)
# classes: clean, oil stain, rust spot, dye spot
W = rng.normal(size=(9, 4)).astype(np.float32)
meter = ConfusionMeter(4)
for shift in ("morning", "afternoon", "night"):
    meter.reset()
    for batch in range(6):
        feats = rng.normal(size=(32, 9)).astype(np.float32)
        labels = rng.integers(0, 4, 32).astype(np.int32)
        meter.update(jnp.asarray(feats) @ W, labels)
    print(shift, np.round(np.asarray(meter.recall()), 2))
