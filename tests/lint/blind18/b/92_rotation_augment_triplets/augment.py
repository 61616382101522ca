import numpy as np


def random_rotation(rng):
    q, r = np.linalg.qr(rng.normal(size=(3, 3)))
    return (q * np.sign(np.diag(r))).astype(np.float32)


def augment(pos, forces, rng, n_copies=3):
    """Adds n_copies randomly rotated copies of a frame."""
    ps, fs = [pos], [forces]
    for _ in range(n_copies):
        rot = random_rotation(rng)
        ps.append(pos @ rot.T)
        fs.append(forces @ rot.T)
    return np.stack(ps), np.stack(fs)
