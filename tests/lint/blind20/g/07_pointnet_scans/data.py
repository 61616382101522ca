import numpy as np


class ScanDataset:
    """Synthetic LiDAR-style scans; each scan keeps the points that survive a range cut."""

    def __init__(self, num_scans=8, raw_points=200, max_range=1.5, seed=0):
        rng = np.random.default_rng(seed)
        self.scans = []
        for i in range(num_scans):
            pts = rng.normal(scale=1.0, size=(raw_points, 3)).astype(np.float32)
            keep = np.linalg.norm(pts, axis=-1) < max_range
            self.scans.append((pts[keep], i % 4))

    def __len__(self):
        return len(self.scans)

    def __iter__(self):
        for pts, label in self.scans:
            yield pts, np.int32(label)
