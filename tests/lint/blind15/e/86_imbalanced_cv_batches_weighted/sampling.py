import numpy as np


def batches(x, y, batch_size, rng, min_pos_frac=0.2):
    perm = rng.permutation(len(x))
    for i in range(0, len(perm) - batch_size + 1, batch_size):
        idx = perm[i:i + batch_size]
        batch = {"x": x[idx], "y": y[idx], "weight": np.ones(batch_size, np.float32)}
        pos_frac = y[idx].mean()
        if pos_frac < min_pos_frac:
            w = np.where(y[idx] > 0, (1 - pos_frac) / max(pos_frac, 1e-3), 1.0)
            batch["weight"] = (w / w.mean()).astype(np.float32)
        yield batch
