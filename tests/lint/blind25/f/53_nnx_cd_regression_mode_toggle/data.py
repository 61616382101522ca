import numpy as np

N_PX = 64


def sem_profiles(n, seed):
    rng = np.random.default_rng(seed)
    cd = rng.uniform(18, 30, n)
    x = np.arange(N_PX) - N_PX / 2
    edge = 1.5
    prof = 1 / (1 + np.exp(-(x[None] + cd[:, None] / 2) / edge)) - 1 / (1 + np.exp(-(x[None] - cd[:, None] / 2) / edge))
    prof += rng.normal(0, 0.05, prof.shape)
    return prof.astype(np.float32), ((cd - 24) / 4).astype(np.float32)
