import numpy as np
import jax
import jax.numpy as jnp

from museums import labels_for


@jax.jit
def confusion(true, pred):
    return jnp.zeros((4, 4), jnp.int32).at[true, pred].add(1)


rng = np.random.default_rng(5)
for museum in ["national", "regional", "university", "regional"]:
    t, p = labels_for(museum, rng)
    cm = confusion(t, p)
    print(museum, t.dtype, float(jnp.trace(cm) / cm.sum()))
