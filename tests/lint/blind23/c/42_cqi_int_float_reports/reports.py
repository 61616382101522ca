import numpy as np

N_UE = 16


def cqi_reports(n_tti, seed=0):
    rng = np.random.default_rng(seed)
    mean = rng.integers(3, 14, N_UE)
    for tti in range(n_tti):
        if tti % 5 == 0:
            # wideband reports collected over the last window are averaged
            window = np.clip(mean[:, None] + rng.integers(-2, 3, (N_UE, 5)), 0, 15)
            yield np.asarray(window.mean(axis=1))
        else:
            yield np.clip(mean + rng.integers(-1, 2, N_UE), 0, 15)
