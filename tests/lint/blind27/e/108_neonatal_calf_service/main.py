import numpy as np
import jax.numpy as jnp

from service import NeonatalCheckService

svc = NeonatalCheckService(jnp.array([0.8, -0.5, 0.3, 0.2, -0.1]))
rng = np.random.default_rng(108)
for pen_visit in range(6):
    # calves born since the last round: vigour score, birth weight, dystocia, time to stand, temp
    n_new = int(rng.integers(1, 8))
    probs = svc.handle(rng.normal(size=(n_new, 5)).astype(np.float32))
    print(f"round {pen_visit}: {n_new} calves, weak suckle reflex {int((probs < 0.3).sum())}")
