import numpy as np
import jax
import jax.numpy as jnp
from numpyro.infer.util import log_density

from model import johnes_model

params = {"prev": jnp.float32(0.1), "mu_neg": jnp.float32(0.1), "mu_pos": jnp.float32(0.8),
          "age_slope": jnp.float32(0.02)}


@jax.jit
def herd_log_joint(params, elisa, age):
    lp, _ = log_density(johnes_model, (elisa, age), {}, params)
    return lp


rng = np.random.default_rng(61)
for herd, n in [("A", 88), ("B", 120), ("C", 88), ("D", 73)]:
    age = rng.uniform(2, 9, size=n).astype(np.float32)
    infected = rng.uniform(size=n) < 0.08
    od = np.where(infected, rng.normal(0.85, 0.15, n), rng.normal(0.1, 0.1, n)).astype(np.float32)
    lp = herd_log_joint(params, od, age)
    print(f"herd {herd} (n={n}): log joint {float(lp):.1f}")
