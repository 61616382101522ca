import numpy as np


class AnnulusDomain:
    """Points in r_in < |x| < r_out, sampled by rejection from the bounding square."""

    def __init__(self, r_in=0.3, r_out=1.0, seed=0):
        self.r_in, self.r_out = r_in, r_out
        self.rng = np.random.default_rng(seed)

    def interior(self, n_candidates):
        pts = self.rng.uniform(-self.r_out, self.r_out, size=(n_candidates, 2)).astype(np.float32)
        r = np.linalg.norm(pts, axis=1)
        keep = (r > self.r_in) & (r < self.r_out)
        return pts[keep]

    def boundary(self, n):
        th = np.linspace(0, 2 * np.pi, n, endpoint=False)
        ring = np.stack([np.cos(th), np.sin(th)], 1)
        return np.concatenate([self.r_in * ring, self.r_out * ring]).astype(np.float32)
