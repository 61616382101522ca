import numpy as np
import jax
from model import SegmentScorer
from loop import train

rng = np.random.default_rng(98)
x = rng.normal(size=(200, 18)).astype(np.float32)
y = (x[:, 0] + x[:, 9] > 0).astype(np.int32)
model, loss = train(SegmentScorer(jax.random.PRNGKey(0)), x, y, 12)
print(float(loss))
