import numpy as np
import jax
from model import SegmentScorer, scorer_step

# word-boundary detection: is there a boundary between two phone segments?
rng = np.random.default_rng(97)
x = rng.normal(size=(200, 18)).astype(np.float32)
y = (x[:, 0] + x[:, 9] > 0).astype(np.int32)
model = SegmentScorer(jax.random.PRNGKey(0))
TOTAL = 12
for step in range(TOTAL):
    model, loss = scorer_step(model, x, y, step, TOTAL)
print(float(loss))
