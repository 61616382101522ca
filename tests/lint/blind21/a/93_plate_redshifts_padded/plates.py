import numpy as np

N_PIX = 300
N_FIBRES = 32


def plate(plate_id, seed=0):
    """All fibre slots of one plate; sky and broken fibres are flagged, not dropped."""
    rng = np.random.default_rng(seed + plate_id)
    broken = rng.uniform(size=N_FIBRES) < 0.15
    sky = np.arange(N_FIBRES) % 8 == 0
    keep = ~(broken | sky)
    z = rng.uniform(0.05, 0.3, N_FIBRES)
    pix = np.arange(N_PIX)
    flux = 1 + 2 * np.exp(-0.5 * ((pix[None] - 100 * (1 + z[:, None])) / 2.0) ** 2) + 0.1 * rng.normal(size=(N_FIBRES, N_PIX))
    return flux.astype(np.float32), z, keep
