import jax.numpy as jnp
import numpy as np

from service import MagnitudeService

rng = np.random.default_rng(24)
freqs = jnp.linspace(0.1, 20.0, 200)
svc = MagnitudeService(freqs)
reqs = []
for _ in range(6):
    omega = 10 ** rng.uniform(-7, -5)
    spec = (omega / (1 + (np.asarray(freqs) / 2.0) ** 2)).astype(np.float32)[None].repeat(3, 0)
    reqs.append({"spectra": spec, "dist_km": np.full((3,), rng.uniform(10, 80), np.float32)})
print("single", np.round(np.asarray(svc.handle(reqs[0])), 2))
print("batch", [np.round(np.asarray(m), 2).tolist() for m in svc.handle_batch(reqs)])
