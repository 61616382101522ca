import numpy as np
import jax
import jax.numpy as jnp

from model import ChwDemandNet
from uncertainty import mc_predict

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(48, 6)), jnp.float32)
params = ChwDemandNet().init(jax.random.PRNGKey(0), x)

# calibrate the MC-dropout rate against observed forecast errors
for rate in (0.05, 0.1, 0.2, 0.3):
    mean, std = mc_predict(ChwDemandNet(rate=rate), params, x, jax.random.PRNGKey(1))
    print(rate, round(float(std.mean()), 4))
