import numpy as np


def stimulus_design(n_trs=120, n_features=8, seed=0):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n_trs, n_features)).astype(np.float32)


def bold_response(stim, n_voxels=30, seed=1):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(stim.shape[1], n_voxels)).astype(np.float32)
    hrf = np.array([0.0, 0.4, 1.0, 0.7, 0.3], dtype=np.float32)
    drive = stim @ w
    bold = np.stack([np.convolve(drive[:, v], hrf)[: len(stim)] for v in range(n_voxels)], 1)
    return (bold + rng.normal(scale=2.0, size=bold.shape)).astype(np.float32)
