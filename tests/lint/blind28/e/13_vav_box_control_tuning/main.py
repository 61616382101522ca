import numpy as np
import jax.numpy as jnp

from controller import VAVController
from sim import closed_loop_cost

rng = np.random.default_rng(8)
loads = jnp.asarray(2.0 + rng.uniform(0, 3, size=120), jnp.float32)

# coordinate search over the proportional gain for a VAV box
ctrl = VAVController(kp=0.3, ki=0.02)
best = float(closed_loop_cost(ctrl, jnp.float32(25.0), loads))
for it in range(6):
    for delta in (-0.05, 0.05):
        trial = VAVController(kp=ctrl.kp + delta, ki=ctrl.ki)
        c = float(closed_loop_cost(trial, jnp.float32(25.0), loads))
        if c < best:
            best, ctrl = c, trial
print(f"kp={ctrl.kp:.2f} ki={ctrl.ki:.3f} cost={best:.4f}")
