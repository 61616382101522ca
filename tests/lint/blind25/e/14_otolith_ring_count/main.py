import jax
import jax.numpy as jnp
from profiles import read_otoliths, to_bucket

@jax.jit
def ring_score(profile, length):
    idx = jnp.arange(profile.shape[0])
    valid = idx < length - 1
    d = jnp.diff(profile, append=0.0)
    crossings = (d[:-1] > 0) & (d[1:] <= 0) & valid[:-1]
    return jnp.sum(crossings)

for i, prof in read_otoliths(10):
    x, n = to_bucket(prof)
    print("otolith", i, "len", int(n), "rings", int(ring_score(x, n)))
