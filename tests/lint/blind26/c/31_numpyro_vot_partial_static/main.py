from functools import partial
import numpy as np
import jax.numpy as jnp
from models import vot_model
from fit import map_estimate

rng = np.random.default_rng(31)
N_SPK = 6
speaker = rng.integers(0, N_SPK, 120).astype(np.int32)
for lang, true_mu in [("aspirating", 70.0), ("true-voicing", 15.0), ("mixed", 35.0)]:
    vot = (true_mu + rng.normal(0, 8, N_SPK)[speaker] + rng.normal(0, 5, 120)).astype(np.float32)
    init = {"mu": jnp.float32(40.0), "tau": jnp.float32(5.0), "sigma": jnp.float32(5.0), "off": jnp.zeros(N_SPK)}
    params, loss = map_estimate(partial(vot_model, n_speakers=N_SPK), init, vot, speaker)
    print(lang, float(params["mu"]), float(loss))
