import numpy as np

T = 50
BETAS = np.linspace(1e-4, 0.02, T, dtype=np.float32)
ALPHAS = 1.0 - BETAS


def alphas_up_to(t):
    """Per-step alphas for timesteps 0..t (inclusive)."""
    return ALPHAS[: t + 1]
