import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import PeriodClassifier, predict_period

rng = np.random.default_rng(0)
# stylistic attribute codes of decorated sherds
x = jnp.asarray(rng.normal(size=(120, 10)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 5, size=120))
model = PeriodClassifier(10, 5, nnx.Rngs(0))

best = None
for t in [0.5, 0.75, 1.0, 1.5, 2.0]:
    model.temperature = t
    nll = float(predict_period(model, x, y))
    if best is None or nll < best[1]:
        best = (t, nll)
print("calibrated temperature", best)
