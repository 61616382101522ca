import numpy as np

EPOCH_S = 30
N_FEAT = 8
MAX_EPOCHS = 8 * 3600 // EPOCH_S // 10  # longest night we keep, downsampled for the demo


def night(seed):
    rng = np.random.default_rng(seed)
    hours = rng.choice([6.0, 6.5, 7.0, 7.5])
    n_epochs = int(hours * 3600 / EPOCH_S) // 10
    feats = rng.standard_normal((n_epochs, N_FEAT)).astype(np.float32)
    stages = rng.integers(0, 5, size=n_epochs).astype(np.int32)
    return feats, stages


def nights(n):
    for i in range(n):
        x, y = night(i)
        n_ep = min(x.shape[0], MAX_EPOCHS)
        xp = np.zeros((1, MAX_EPOCHS, N_FEAT), np.float32)
        yp = np.zeros((1, MAX_EPOCHS), np.int32)
        mask = np.zeros((1, MAX_EPOCHS), np.float32)
        xp[0, :n_ep] = x[:n_ep]
        yp[0, :n_ep] = y[:n_ep]
        mask[0, :n_ep] = 1.0
        yield xp, yp, mask, np.array([n_ep], np.int32)
