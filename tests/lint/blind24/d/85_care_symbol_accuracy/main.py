import jax.numpy as jnp
import numpy as np

from evaluate import care_symbol_accuracy
from loader import padded_batches

rng = np.random.default_rng(85)
# ISO 3758 care-symbol crops embedded as 24-d vectors, 7 symbol classes
x = rng.normal(size=(150, 24)).astype(np.float32)
y = rng.integers(0, 7, 150).astype(np.int32)
W = jnp.asarray(rng.normal(size=(24, 7)).astype(np.float32))

for check in range(2):
    correct = 0
    for xb, yb, n_real in padded_batches(x, y, 64):
        correct += int(care_symbol_accuracy(W, xb, yb, n_real=n_real))
    print(check, correct / len(y))
