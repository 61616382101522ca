import numpy as np

N_SENSORS = 10


def lot_stream(n_lots, seed=0):
    """Yields (lot_id, sensor summaries, film thickness) per lot; scrapped wafers are removed."""
    rng = np.random.default_rng(seed)
    w = rng.normal(size=N_SENSORS).astype(np.float32)
    for lot in range(n_lots):
        n_wafers = 25 - int(rng.integers(0, 3))
        x = rng.normal(size=(n_wafers, N_SENSORS)).astype(np.float32)
        y = (x @ w + 0.1 * rng.normal(size=n_wafers)).astype(np.float32)
        yield f"LOT{lot:04d}", x, y
