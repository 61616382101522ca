import jax.numpy as jnp

from data import athlete_logs
from model import map_step

for name, (dur, rpe) in athlete_logs().items():
    p = jnp.zeros(3)
    for _ in range(200):
        p = map_step(p, dur, rpe)
    print(name, "rpe ~ a + b*log(duration):", [round(float(v), 3) for v in p[:2]])
