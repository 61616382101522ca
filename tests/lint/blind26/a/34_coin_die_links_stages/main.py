import numpy as np
import jax
import jax.numpy as jnp

from stages import build_step

rng = np.random.default_rng(5)
# paired obverse die-feature vectors, 1 = same die
a = rng.normal(size=(64, 16)).astype(np.float32)
same = (rng.uniform(size=64) > 0.5).astype(np.float32)
b = np.where(same[:, None] > 0, a + 0.1 * rng.normal(size=a.shape), rng.normal(size=a.shape)).astype(np.float32)

w = jnp.eye(16, 8)
for stage, lr in enumerate([1e-2, 3e-3, 1e-3]):
    opt, step = build_step(lr)
    state = opt.init(w)
    for _ in range(10):
        w, state, loss = step(w, state, a, b, same)
    print("stage", stage, float(loss))
