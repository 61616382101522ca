import jax.numpy as jnp
import numpy as np

from attenuation import kappa_spectrum

rng = np.random.default_rng(128)
freqs = jnp.linspace(0.5, 25.0, 100)
site_kappa = np.array([0.02, 0.035, 0.05], np.float32)
corner = rng.uniform(1.0, 5.0, 3).astype(np.float32)
print("reference", float(kappa_spectrum(freqs, site_kappa[0], corner[0]).sum()))
for i in range(3):
    spec = kappa_spectrum(freqs, site_kappa[i:i + 1], corner[i])
    print(i, round(float(spec.sum()), 3))
