import jax
import jax.numpy as jnp
from buffer import RingBuffer
from stream import flight_reports


@jax.jit
def weighted_drift(cycles, delta, w):
    A = jnp.stack([jnp.ones_like(cycles), cycles], axis=1) * jnp.sqrt(w)[:, None]
    coef, *_ = jnp.linalg.lstsq(A, delta * jnp.sqrt(w))
    return coef


buf = RingBuffer(8)
for cyc, d in flight_reports(12):
    buf.push(cyc, d)
    if len(buf) >= 3:
        coef = weighted_drift(buf.c, buf.d, buf.w)
        print(f"window {len(buf)}: drift {float(coef[1]) * 1000:.2f} per 1000 cyc")
