import numpy as np
import jax.numpy as jnp
from buffer import RingBuffer
from confidence import refit_weighted

rng = np.random.default_rng(105)
buf = RingBuffer(64, 6)
w = jnp.zeros(6)
for day in range(5):
    x = rng.normal(size=(20, 6)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0).astype(np.float32)
    buf.extend(x, y)
    w, loss = refit_weighted(w, buf.x, buf.y, buf.valid)
    print(day, int(buf.valid.sum()), float(loss))
