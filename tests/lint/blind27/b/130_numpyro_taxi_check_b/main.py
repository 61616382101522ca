import jax
import jax.numpy as jnp
import numpy as np
from numpyro.infer.util import log_density
from model import taxi_model

AIRPORTS = {"KATL": 140, "KCLT": 95, "KMSP": 60, "KDTW": 75}
MAX_OBS = 160
rng = np.random.default_rng(129)
posterior_draw = {"a": jnp.float32(13.0), "b": jnp.float32(6.0), "s": jnp.float32(3.0)}


@jax.jit
def masked_loglik(params, congestion, taxi_min, mask):
    lp, _ = log_density(taxi_model, (congestion, mask), {"taxi_min": taxi_min}, params)
    return lp / mask.sum()


def pad(a):
    out = np.zeros(MAX_OBS, np.float32)
    out[:len(a)] = a
    return out


for apt, n in AIRPORTS.items():
    c = rng.uniform(0, 1, n).astype(np.float32)
    t = (13 + 6 * c + rng.normal(0, 3, n)).astype(np.float32)
    mask = np.arange(MAX_OBS) < n
    print(apt, n, f"mean log-lik {float(masked_loglik(posterior_draw, pad(c), pad(t), mask)):.3f}")
