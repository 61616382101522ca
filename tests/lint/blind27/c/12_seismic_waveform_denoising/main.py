import jax
import numpy as np

from model import Denoiser, denoise_loss

rng = np.random.default_rng(12)
t = np.linspace(0, 4, 400, dtype=np.float32)
model = Denoiser(jax.random.PRNGKey(0))
key = jax.random.PRNGKey(1)
for night in range(4):
    clean = np.sin(2 * np.pi * (3 + night) * t)[None, None, :].repeat(8, 0).astype(np.float32)
    noisy = clean + rng.normal(0, 0.5, clean.shape).astype(np.float32)
    key, sub = jax.random.split(key)
    mse = denoise_loss(model, noisy, clean, sub, True)
    print("night", night, float(mse))
