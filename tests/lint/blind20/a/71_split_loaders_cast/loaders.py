import numpy as np

A, H, F = 6, 8, 12


def _scene(rng):
    traj = np.cumsum(rng.normal(size=(A, H + F, 2)), axis=1).astype(np.float32)
    n = int(rng.integers(2, A + 1))
    return traj, n


def train_loader(rng, n_batches, bs=4):
    for _ in range(n_batches):
        scenes = [_scene(rng) for _ in range(bs)]
        traj = np.stack([s[0] for s in scenes])
        mask = np.stack([(np.arange(A) < s[1]).astype(np.float32) for s in scenes])
        yield traj[:, :, :H], traj[:, :, H:], mask


def val_loader(rng, n_batches, bs=4):
    for _ in range(n_batches):
        scenes = [_scene(rng) for _ in range(bs)]
        traj = np.stack([s[0] for s in scenes])
        mask = np.stack([(np.arange(A) < s[1]).astype(np.float32) for s in scenes])
        yield traj[:, :, :H], traj[:, :, H:], mask
