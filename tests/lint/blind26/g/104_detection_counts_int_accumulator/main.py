import numpy as np
import jax
import jax.numpy as jnp

N_SPECIES = 12


@jax.jit
def add_detections(counts, probs, threshold):
    return counts + (probs > threshold).sum(axis=0, dtype=jnp.int32)


rng = np.random.default_rng(0)
counts = np.zeros(N_SPECIES, dtype=int)
for hour in range(8):
    probs = jax.nn.sigmoid(rng.normal(size=(360, N_SPECIES)).astype(np.float32))
    counts = add_detections(counts, probs, 0.8)
print(np.asarray(counts))
