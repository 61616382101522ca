import numpy as np


def load_cycles(n=96, seed=0):
    """Load-displacement loops from a fatigue rig; one loop per record, length varies with frequency."""
    rng = np.random.default_rng(seed)
    recs = []
    for _ in range(n):
        L = int(rng.integers(80, 161))
        stiff_loss = rng.uniform(0, 0.3)
        ph = np.linspace(0, 2 * np.pi, L)
        load = np.sin(ph)
        disp = (1 + stiff_loss) * np.sin(ph - 0.05 - 0.3 * stiff_loss)
        x = np.stack([load, disp], 1) + rng.normal(0, 0.02, (L, 2))
        recs.append((x.astype(np.float32), np.float32(stiff_loss)))
    return recs


def collate(items):
    L = max(len(x) for x, _ in items)
    xb = np.zeros((len(items), L, 2), np.float32)
    mb = np.zeros((len(items), L), np.float32)
    for i, (x, _) in enumerate(items):
        xb[i, :len(x)] = x
        mb[i, :len(x)] = 1.0
    return xb, mb, np.array([y for _, y in items], np.float32)


def iterate(recs, batch_size):
    for i in range(0, len(recs), batch_size):
        yield collate(recs[i:i + batch_size])
