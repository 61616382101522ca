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
            if v % 2 == 0:
                view["depth"] = rng.uniform(2.0, 6.0, size=(rays_per_view,)).astype(np.float32)
            self.views.append(view)

    def __iter__(self):
        return iter(self.views)
