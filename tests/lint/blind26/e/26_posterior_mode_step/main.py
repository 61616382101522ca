import jax.numpy as jnp

from data import athlete_logs
from model import posterior_mode_step

for name, (dur, mask, rpe) in athlete_logs().items():
    p = jnp.zeros(3)
    for _ in range(200):
        p = posterior_mode_step(p, dur, mask, rpe)
    print(name, "rpe ~ a + b*log(duration):", [round(float(v), 3) for v in p[:2]])
