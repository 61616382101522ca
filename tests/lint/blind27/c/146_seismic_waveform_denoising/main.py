import jax
import numpy as np

from model import Autoencoder, denoising_loss
from noise import DEFAULT_SIGMA, station_sigma

rng = np.random.default_rng(146)
model = Autoencoder(jax.random.PRNGKey(0))
psd_db = {"STA1": -22.0, "STA2": None, "STA3": -18.0, "STA4": None}
key = jax.random.PRNGKey(1)
for sta, db in psd_db.items():
    clean = np.sin(np.linspace(0, 6, 64) * rng.uniform(1, 3, (32, 1))).astype(np.float32)
    sigma = station_sigma(db) if db is not None else DEFAULT_SIGMA
    key, sub = jax.random.split(key)
    print(sta, float(denoising_loss(model, clean, sub, sigma)))
