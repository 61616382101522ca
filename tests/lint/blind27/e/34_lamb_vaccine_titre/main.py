import numpy as np
import jax.numpy as jnp

from predictor import TiterPredictor

rng = np.random.default_rng(34)
model = TiterPredictor(jnp.array([0.8, -0.3, 0.5, 0.02]), jnp.float32(4.6))

# requests from the field app: 16 lambs per pen screen
for pen in range(6):
    # maternal antibody, age at vaccination (wk), body weight, booster interval (d)
    feats = rng.normal(size=(16, 4)).astype(np.float32)
    log_titer, protected = model(feats)
    print(f"pen {pen}: {int(protected.sum())}/16 protected")
