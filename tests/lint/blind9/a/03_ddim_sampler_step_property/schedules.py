import numpy as np


def cosine_alphas_cumprod(num_steps, s=0.008):
    t = np.linspace(0, num_steps, num_steps + 1) / num_steps
    f = np.cos((t + s) / (1 + s) * np.pi / 2) ** 2
    return np.clip(f / f[0], 1e-3, 1.0)[1:].astype(np.float32)


def ddim_timesteps(num_train_steps, num_sample_steps):
    return np.linspace(num_train_steps - 1, 0, num_sample_steps).round().astype(np.int32)
