import jax
import jax.numpy as jnp
import numpy as np

from prep import to_epochs


@jax.jit
def epoch_activity_counts(epochs, valid):
    hp = epochs - jnp.mean(epochs, axis=1, keepdims=True)
    c = jnp.sum(jnp.abs(hp), axis=1) * 0.02
    return c * valid, jnp.sum(c * valid) / jnp.sum(valid)


rng = np.random.default_rng(52)
for athlete, seconds in [("A", 612), ("B", 598), ("C", 640), ("D", 603)]:
    sig = rng.normal(0, 0.3, seconds * 50).astype(np.float32)
    c, mean_c = epoch_activity_counts(*to_epochs(sig))
    print(athlete, "mean counts", round(float(mean_c), 2))
