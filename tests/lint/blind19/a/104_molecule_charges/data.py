import numpy as np

N_ATOMS = 6


def sample(rng, charged):
    pos = rng.normal(size=(N_ATOMS, 3)).astype(np.float32)
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1) + np.eye(N_ATOMS)
    energy = np.sum(np.triu(np.exp(-d), 1))
    q = np.zeros(N_ATOMS, np.float32)
    if charged:
        q = rng.choice([-1.0, 1.0], size=N_ATOMS).astype(np.float32)
        energy += np.sum(np.triu(np.outer(q, q) / d, 1))
    item = {"pos": pos, "charges": q}
    item["energy"] = np.float32(energy)
    return item


def stream(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield sample(rng, charged=(i % 3 == 0))
