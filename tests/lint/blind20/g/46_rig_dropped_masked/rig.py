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
            rays = np.zeros((NUM_CAMERAS, RAYS_PER_CAMERA, 3), np.float32)
            rgb = np.zeros((NUM_CAMERAS, RAYS_PER_CAMERA, 3), np.float32)
            valid = np.zeros((NUM_CAMERAS,), np.float32)
            for cam in range(NUM_CAMERAS):
                if (t, cam) in self.dropped:
                    continue
                rays[cam] = self.rng.normal(size=(RAYS_PER_CAMERA, 3))
                rgb[cam] = self.rng.uniform(size=(RAYS_PER_CAMERA, 3))
                valid[cam] = 1.0
            yield np.float32(t / self.num_timesteps), rays, rgb, valid
