import numpy as np
import jax.numpy as jnp

from sim import simulate_approach

DT = 0.005
trials = [(-4.0, 3.5), (-3.0, 4.0), (-5.0, 5.0), (-2.5, 3.0), (-4.5, 4.5)]
for start, speed in trials:
    duration = abs(start) / speed * 0.9          # stop before contact
    n_steps = int(duration / DT)
    delays = simulate_approach(jnp.float32(start), jnp.float32(speed), n_steps, DT)
    print(f"start={start} n={n_steps} last delay={float(delays[-1])*1e3:.2f} ms")
