import jax.numpy as jnp
import numpy as np

from emulator import ensemble_run

rng = np.random.default_rng(0)
members = jnp.asarray(np.stack([rng.uniform(0.1, 3.0, 64), rng.uniform(0.1, 2.0, 64)], 1), jnp.float32)
observed_loss = [-0.10, -0.12, -0.15, -0.18]
for wave, target in enumerate(observed_loss):
    forcing = jnp.asarray(np.linspace(0.0, 1.0 + 0.2 * wave, 40), jnp.float32)
    traj = ensemble_run(members, forcing)
    final = np.asarray(traj[:, -1])
    keep = np.abs(final - target) < 0.5 - 0.1 * wave
    members = members[keep]
    print(f"wave {wave}: {int(keep.sum())} plausible members remain")
