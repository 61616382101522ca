import numpy as np

N_PIX = 300


def plate(plate_id, seed=0):
    """Science fibres of one plate after dropping sky fibres and broken fibres."""
    rng = np.random.default_rng(seed + plate_id)
    n_fibres = 32
    broken = rng.uniform(size=n_fibres) < 0.15
    sky = np.arange(n_fibres) % 8 == 0
    keep = ~(broken | sky)
    z = rng.uniform(0.05, 0.3, n_fibres)
    pix = np.arange(N_PIX)
    flux = 1 + 2 * np.exp(-0.5 * ((pix[None] - 100 * (1 + z[:, None])) / 2.0) ** 2) + 0.1 * rng.normal(size=(n_fibres, N_PIX))
    return flux[keep].astype(np.float32), z[keep]
