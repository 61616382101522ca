import jax
import jax.numpy as jnp
import numpy as np
from numpyro.infer.util import log_density
from model import taxi_model

AIRPORTS = {"KATL": 140, "KCLT": 95, "KMSP": 60, "KDTW": 75}
rng = np.random.default_rng(129)
posterior_draw = {"a": jnp.float32(13.0), "b": jnp.float32(6.0), "s": jnp.float32(3.0)}


@jax.jit
def airport_loglik(params, congestion, taxi_min):
    lp, _ = log_density(taxi_model, (congestion,), {"taxi_min": taxi_min}, params)
    return lp / congestion.shape[0]


for apt, n in AIRPORTS.items():
    c = rng.uniform(0, 1, n).astype(np.float32)
    t = (13 + 6 * c + rng.normal(0, 3, n)).astype(np.float32)
    print(apt, n, f"mean log-lik {float(airport_loglik(posterior_draw, c, t)):.3f}")
