import numpy as np
import jax.numpy as jnp
from model import BevertonHolt, recruitment_nll

rng = np.random.default_rng(119)
stocks = [("plaice", False), ("sole", True), ("turbot", False), ("brill", True)]
for name, env_linked in stocks:
    ssb = rng.uniform(10, 100, 30).astype(np.float32); env = rng.normal(size=30).astype(np.float32)
    log_r = (np.log(3 * ssb / (1 + 0.02 * ssb)) + rng.normal(0, 0.3, 30)).astype(np.float32)
    m = BevertonHolt(jnp.float32(1.0), jnp.float32(-4.0), jnp.float32(0.1) if env_linked else None)
    print(name, round(float(recruitment_nll(m, ssb, env, log_r)), 2))
