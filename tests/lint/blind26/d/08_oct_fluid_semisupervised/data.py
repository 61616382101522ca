import numpy as np


class OCTFluidSet:
    """Mix of fully annotated volumes and volumes with only a scan-level label."""

    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.scans = rng.normal(size=(n, 20, 20)).astype(np.float32)
        self.fluid = (self.scans > 1.0).astype(np.float32)
        self.annotated = rng.uniform(size=n) < 0.5

    def batches(self, bs):
        for i in range(0, len(self.scans), bs):
            ann = self.annotated[i:i + bs]
            mask = np.where(ann[:, None, None], self.fluid[i:i + bs], 0.0).astype(np.float32)
            yield {
                "scan": self.scans[i:i + bs],
                "fluid": mask,
                "has_mask": ann.astype(np.float32),
            }
