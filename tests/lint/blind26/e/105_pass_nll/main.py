import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import PassOutcomeNet


@nnx.jit
def pass_nll(model, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()


rng = np.random.default_rng(56)
x = rng.normal(size=(300, 6)).astype(np.float32)
y = (x[:, 0] - x[:, 2] + rng.normal(0, 1, 300) > 0).astype(np.int32)
model = PassOutcomeNet(nnx.Rngs(0))
results = {}
for t in (0.5, 0.75, 1.0, 1.5, 2.0):
    model.temperature.value = jnp.asarray(t, jnp.float32)
    results[t] = round(float(pass_nll(model, x, y)), 4)
print(results)
