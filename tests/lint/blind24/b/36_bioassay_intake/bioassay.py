import numpy as np

GRID_DAYS = 64


def load_urinalysis(n_subjects=6, seed=8):
    """Sparse bioassay samples per subject placed on a common daily grid."""
    rng = np.random.default_rng(seed)
    subjects = []
    for _ in range(n_subjects):
        n = int(rng.integers(4, 15))
        days = np.sort(rng.choice(GRID_DAYS, n, replace=False))
        grid = np.zeros(GRID_DAYS, np.float32)
        mask = np.zeros(GRID_DAYS, np.float32)
        true_intake = rng.uniform(500, 3000)
        grid[days] = true_intake * 0.02 * np.exp(-days / 18.0) * rng.lognormal(0, 0.2, n)
        mask[days] = 1.0
        subjects.append((grid, mask))
    return subjects
