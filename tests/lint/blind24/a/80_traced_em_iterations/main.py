import numpy as np
import jax.numpy as jnp
from em import mixture_em

rng = np.random.default_rng(63)
assays = {"PRRS": 25, "M. hyo": 40, "SIV": 15}
for assay, iters in assays.items():
    sp = np.concatenate([rng.normal(0.15, 0.08, 150), rng.normal(1.2, 0.3, 50)]).astype(np.float32)
    mu, sd, pi = mixture_em(sp, jnp.int32(iters), jnp.array([0.1, 1.0], dtype=jnp.float32))
    cutoff = float(mu[0] + 3 * sd[0])
    print(f"{assay:7s} EM iters {iters}: seropositive fraction {float(pi[1]):.2f}, cutoff {cutoff:.2f}")
