import numpy as np

AIRPORTS = ["ATL", "ORD", "DFW", "DEN", "LAX"]


def make_dataset(rng, n=1000):
    airport = rng.integers(0, len(AIRPORTS), n)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    late = (x[:, 0] + 0.5 * x[:, 1] + 0.3 * airport + rng.normal(0, 1, n) > 1).astype(np.int32)
    return x, late, airport


def by_airport(x, y, airport):
    for code_idx, code in enumerate(AIRPORTS):
        sel = airport == code_idx
        yield code, x[sel], y[sel]
