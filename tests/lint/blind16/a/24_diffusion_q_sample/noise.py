import numpy as np

T = 50
BETAS = np.linspace(1e-4, 0.02, T, dtype=np.float32)
ALPHAS = 1.0 - BETAS
ALPHA_BARS = np.cumprod(ALPHAS).astype(np.float32)
