import numpy as np

NUM_CAMERAS = 4
RAYS_PER_CAMERA = 16


class RigStream:
    """Synchronised multi-camera rig; a camera occasionally drops a frame."""

    def __init__(self, num_timesteps=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.num_timesteps = num_timesteps
        self.dropped = {(1, 2), (3, 0), (3, 1), (4, 3)}

    def __iter__(self):
        for t in range(self.num_timesteps):
            views = []
            for cam in range(NUM_CAMERAS):
                if (t, cam) in self.dropped:
                    continue
                rays = self.rng.normal(size=(RAYS_PER_CAMERA, 3)).astype(np.float32)
                rgb = self.rng.uniform(size=(RAYS_PER_CAMERA, 3)).astype(np.float32)
                views.append((rays, rgb))
            yield np.float32(t / self.num_timesteps), np.stack([v[0] for v in views]), np.stack([v[1] for v in views])
