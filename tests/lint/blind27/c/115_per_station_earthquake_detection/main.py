import jax.numpy as jnp
import numpy as np

from model import Detector, station_scores

names = ["MAUN", "HILO", "KAHU", "POLI", "WAIK"]
rng = np.random.default_rng(115)
detectors = {n: Detector(jnp.asarray(rng.normal(size=8), jnp.float32), jnp.float32(-0.5)) for n in names}
for hour in range(2):
    for name, det in detectors.items():
        feats = rng.normal(size=(60, 8)).astype(np.float32)
        print(hour, name, int((station_scores(det, feats) > 0.9).sum()))
