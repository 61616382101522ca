import numpy as np


def read_overlay_lot(lot_id, n_sites=40):
    rng = np.random.default_rng(lot_id)
    xy = rng.uniform(-140, 140, size=(n_sites, 2)).astype(np.float32)  # mm
    tx, ty, rot, mag = rng.normal(0, [2.0, 2.0, 0.02, 0.01])
    dx = tx - rot * xy[:, 1] + mag * xy[:, 0] + rng.normal(0, 0.5, n_sites)
    dy = ty + rot * xy[:, 0] + mag * xy[:, 1] + rng.normal(0, 0.5, n_sites)
    lot = {"xy": xy, "dxy": np.stack([dx, dy], 1).astype(np.float32)}
    # some tools report a per-site measurement quality
    if lot_id % 3 == 0:
        lot["quality"] = rng.uniform(0.5, 1.0, n_sites).astype(np.float32)
    return lot
