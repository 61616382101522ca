import numpy as np
import jax.numpy as jnp
from gmm import fit_vowel_gmm

# vowel merger study: two F1 clusters per speaker (kHz), more EM iterations for noisier speakers
rng = np.random.default_rng(83)
speakers = {"s01": (0.35, 0.55, 5), "s02": (0.40, 0.50, 12), "s03": (0.30, 0.60, 8), "s04": (0.42, 0.47, 20)}
for spk, (m1, m2, iters) in speakers.items():
    x = np.concatenate([rng.normal(m1, 0.03, 60), rng.normal(m2, 0.03, 60)]).astype(np.float32)
    mu, var, pi = fit_vowel_gmm(x, jnp.array([0.3, 0.6]), iters)
    print(spk, np.round(np.asarray(mu), 3), np.round(np.asarray(pi), 2))
