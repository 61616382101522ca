import numpy as np
import jax.numpy as jnp
from triage import admit, recheck

rng = np.random.default_rng(8)
prior = jnp.float32(-4.0)
for visit in range(3):
    vitals = np.column_stack([rng.normal(60, 10, 5), rng.normal(20, 4, 5),
                              rng.uniform(1.5, 4, 5), rng.integers(0, 4, 5)]).astype(np.float32)
    p_admit = admit(vitals, prior)
    p_recheck = recheck(vitals + np.float32(1.0), prior)
    print(f"round {visit}: admit risk {np.round(np.asarray(p_admit), 2)} recheck {np.round(np.asarray(p_recheck), 2)}")
