import dataclasses

import numpy as np


@dataclasses.dataclass
class Scan:
    scan_id: str
    points: np.ndarray  # (N, 3) xyz in metres
    intensity: np.ndarray  # (N,)


def load_scans(rng, n_scans):
    """Stand-in for reading .bin LiDAR sweeps; each sweep has a different point count."""
    scans = []
    for i in range(n_scans):
        n = int(rng.integers(200, 400))
        pts = rng.normal(scale=(10.0, 10.0, 1.0), size=(n, 3)).astype(np.float32)
        scans.append(Scan(f"sweep_{i:04d}", pts, rng.uniform(size=n).astype(np.float32)))
    return scans
