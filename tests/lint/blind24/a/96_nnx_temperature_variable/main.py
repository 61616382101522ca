import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class Temperature(nnx.Variable):
    pass


class PinkEyeClassifier(nnx.Module):
    """Infectious bovine keratoconjunctivitis grade from eye-image embeddings."""

    def __init__(self, rngs):
        self.body = nnx.Linear(8, 16, rngs=rngs)
        self.head = nnx.Linear(16, 3, rngs=rngs)
        self.temperature = Temperature(jnp.array(1.0, dtype=jnp.float32))

    def __call__(self, x):
        return self.head(nnx.tanh(self.body(x))) / self.temperature.value


@nnx.jit
def ikc_calibration_nll(model, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()


rng = np.random.default_rng(76)
x = rng.normal(size=(90, 8)).astype(np.float32)
y = rng.integers(0, 3, 90).astype(np.int32)
model = PinkEyeClassifier(nnx.Rngs(2))
scores = {}
for t in [0.5, 1.0, 1.5, 2.0, 3.0]:
    model.temperature.value = jnp.asarray(t, dtype=jnp.float32)
    scores[t] = round(float(ikc_calibration_nll(model, x, y)), 4)
print(scores)
