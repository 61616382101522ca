import jax.numpy as jnp
import numpy as np
from factory import get_step

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(120, 14)).astype(np.float32))
y = jnp.asarray((rng.random(120) < 0.3).astype(np.float32))
w = jnp.zeros(14)
for epoch in range(5):
    lr = round(0.5 * 0.8 ** epoch, 4)
    step = get_step(lr)
    for _ in range(4):
        w, l = step(w, x, y)
    print(epoch, lr, float(l))
