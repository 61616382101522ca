import jax
import jax.numpy as jnp
import numpy as np

from buffer import RingBuffer


@jax.jit
def sta_lta_last(window):
    e = window ** 2
    return e[-50:].mean() / (e.mean() + 1e-9)


rng = np.random.default_rng(35)
ring = RingBuffer(2000)
for k in range(15):
    npts = int(rng.choice([412, 448, 512]))
    pkt = rng.normal(size=npts).astype(np.float32) * (5.0 if k == 9 else 1.0)
    ratio = sta_lta_last(ring.push(pkt))
    print(k, npts, round(float(ratio), 2))
