import numpy as np
import jax
import jax.numpy as jnp
from sites import detection_history

@jax.jit
def occupancy_nll(logit_psi, logit_p, y):
    psi = jax.nn.sigmoid(logit_psi); p = jax.nn.sigmoid(logit_p)
    y = y.astype(jnp.float32)
    lik_occ = psi * jnp.prod(p ** y * (1 - p) ** (1 - y))
    lik = jnp.where(jnp.sum(y) > 0, lik_occ, lik_occ + (1 - psi))
    return -jnp.log(lik)

rng = np.random.default_rng(78)
sites = ["lab_01", "lab_02", "field_03", "lab_04", "field_05"]
total = 0.0
for s in sites:
    total += float(occupancy_nll(jnp.float32(0.4), jnp.float32(0.0), detection_history(s, rng)))
print("total nll", round(total, 3))
