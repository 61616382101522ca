import jax
import jax.numpy as jnp
import numpy as np

from models import threshold_for


@jax.jit
def flag(probs, threshold):
    return (probs > threshold).astype(jnp.int32).sum()


rng = np.random.default_rng(14)
traffic = ["spam", "lang", "toxicity", "spam", "lang", "toxicity"]
for name in traffic:
    probs = jnp.asarray(rng.uniform(size=(16,)).astype(np.float32))
    print(name, int(flag(probs, threshold_for(name))))
