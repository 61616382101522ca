import jax
import jax.numpy as jnp
import numpy as np
from calib import best_threshold

rng = np.random.default_rng(9)
X = rng.normal(size=(300, 16)).astype(np.float32)
y = X[:, 1] > 0.2
w = jnp.zeros(16).at[1].set(2.0)

@jax.jit
def auto_renewal_flags(X, w, thr):
    p = jax.nn.sigmoid(X @ w)
    return (p > thr).astype(jnp.int32), p

_, p = auto_renewal_flags(X, w, 0.5)
for rnd in range(3):
    sub = rng.permutation(300)[:150]
    thr = best_threshold(np.asarray(p)[sub], y[sub])
    flags, p = auto_renewal_flags(X, w, thr)
    print(rnd, thr, int(flags.sum()))
