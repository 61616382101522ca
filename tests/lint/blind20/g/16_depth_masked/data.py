import numpy as np


class RGBDViews:
    """Multi-view capture where only some frames come with a sensor depth map."""

    def __init__(self, num_views=6, rays_per_view=48, seed=0):
        rng = np.random.default_rng(seed)
        self.views = []
        for v in range(num_views):
            view = {
                "origins": rng.normal(size=(rays_per_view, 3)).astype(np.float32),
                "dirs": rng.normal(size=(rays_per_view, 3)).astype(np.float32),
                "rgb": rng.uniform(size=(rays_per_view, 3)).astype(np.float32),
            }
            has_depth = v % 2 == 0
            depth = rng.uniform(2.0, 6.0, size=(rays_per_view,)).astype(np.float32)
            view["depth"] = depth if has_depth else np.zeros_like(depth)
            view["depth_weight"] = np.float32(1.0 if has_depth else 0.0)
            self.views.append(view)

    def __iter__(self):
        return iter(self.views)
