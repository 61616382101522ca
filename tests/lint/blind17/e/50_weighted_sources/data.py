import numpy as np

NOISY_WEIGHT = 0.5


def load_sources(seed=0):
    rng = np.random.default_rng(seed)
    x_clean = rng.normal(size=(192, 5)).astype(np.float32)
    x_noisy = rng.normal(size=(64, 5)).astype(np.float32)
    x = np.concatenate([x_clean, x_noisy])
    y = (x.sum(1) > 0).astype(np.float32)
    is_noisy = np.r_[np.zeros(192, bool), np.ones(64, bool)]
    return x, y, is_noisy


def collate(x, y, is_noisy):
    weight = np.where(is_noisy, NOISY_WEIGHT, 1.0).astype(np.float32)
    return {"x": x, "y": y, "weight": weight}


def loader(x, y, is_noisy, batch_size=32):
    for i in range(0, len(x), batch_size):
        sl = slice(i, i + batch_size)
        yield collate(x[sl], y[sl], is_noisy[sl])
