import jax
import jax.numpy as jnp
import numpy as np
from model import TrackEncoder

enc = TrackEncoder()
rng = np.random.default_rng(1)
# ADS-B stream for 4 aircraft: (lat, lon, alt, gs) deltas, arriving in 16-sample chunks
stream = rng.normal(size=(4, 96, 4)).astype(np.float32)
params = enc.init(jax.random.PRNGKey(0), stream[:, :16])


@jax.jit
def stream_step(params, chunk, carry):
    return enc.apply(params, chunk, carry)


carry = jnp.zeros((4, enc.hidden))
for start in range(0, 96, 16):
    carry, pred = stream_step(params, stream[:, start:start + 16], carry)
    print(start, np.round(np.asarray(pred[0, -1]), 3))
