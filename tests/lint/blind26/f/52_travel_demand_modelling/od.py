import numpy as np

N_SECTORS = 6

def zone_od(n, seed):
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, 30, (n, 2))
    cost = np.linalg.norm(xy[:, None] - xy[None], axis=-1) + 1.0
    return rng.poisson(200 * np.exp(-0.12 * cost)).astype(np.float32), xy

def to_sectors(trips, xy):
    angle = np.arctan2(xy[:, 1] - 15, xy[:, 0] - 15)
    sector = ((angle + np.pi) / (2 * np.pi) * N_SECTORS).astype(int) % N_SECTORS
    onehot = np.eye(N_SECTORS, dtype=np.float32)[sector]
    return onehot.T @ trips @ onehot
