import jax.numpy as jnp
import numpy as np

from ik import gauss_newton

# wrist marker during a freestyle pull (sagittal projection)
t = np.linspace(0, 1, 4)
targets = np.stack([0.35 + 0.1 * np.cos(np.pi * t), 0.2 * np.sin(np.pi * t)], 1).astype(np.float32)
q = jnp.array([0.3, 0.6])
for k, tgt in enumerate(targets):
    q = gauss_newton(q, jnp.asarray(tgt))
    print("frame", k, "shoulder/elbow (deg)", np.round(np.degrees(np.asarray(q)), 1))
