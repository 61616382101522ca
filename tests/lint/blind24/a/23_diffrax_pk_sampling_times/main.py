import jax.numpy as jnp
from pk import plasma_profile
from study import SCHEDULES, sampling_times

for calf in SCHEDULES:
    ts = sampling_times(calf)
    conc = plasma_profile(jnp.float32(20.0), jnp.float32(1.2), jnp.float32(0.15), ts)
    print(calf, "Cmax", round(float(conc.max()), 3), "at", float(ts[int(conc.argmax())]), "h")
