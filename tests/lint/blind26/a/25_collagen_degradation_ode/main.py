import jax.numpy as jnp

from burial import burial_records
from model import simulate_decay

for i, rec in enumerate(burial_records()):
    ys = simulate_decay(jnp.asarray(rec["ts"]), jnp.asarray(rec["temp_c"]))
    print(i, len(rec["ts"]), float(ys[-1]))
