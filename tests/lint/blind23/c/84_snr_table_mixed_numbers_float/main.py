import jax
from capacity import ergodic_capacity
from scenarios import SCENARIOS, snr_of

key = jax.random.PRNGKey(0)
for scn in SCENARIOS:
    key, sub = jax.random.split(key)
    c = ergodic_capacity(sub, snr_of(scn))
    print(f"{scn['name']:12s} {float(c):.2f} bit/s/Hz")
