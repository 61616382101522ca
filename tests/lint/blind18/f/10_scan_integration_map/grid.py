import jax
import jax.numpy as jnp

L_OCC = 0.85
L_FREE = -0.4
L_MIN, L_MAX = -5.0, 5.0
DECAY = 0.98


@jax.jit
def integrate_scan(logodds, hit_idx, free_idx):
    H, W = logodds.shape
    flat = logodds.reshape(-1) * jnp.float32(DECAY)
    flat = flat.at[free_idx[:, 0] * W + free_idx[:, 1]].add(jnp.float32(L_FREE))
    flat = flat.at[hit_idx[:, 0] * W + hit_idx[:, 1]].add(jnp.float32(L_OCC))
    return jnp.clip(flat.reshape(H, W), L_MIN, L_MAX)


class OccupancyGrid:
    def __init__(self, size=128, resolution=0.25, prior=0.0):
        self.size = size
        self.resolution = resolution
        self.logodds = jnp.full((size, size), prior, dtype=jnp.float32)

    def world_to_cell(self, xy):
        c = (xy / self.resolution + self.size // 2).astype("int32")
        return c.clip(0, self.size - 1)

    def update(self, hits_xy, free_xy):
        self.logodds = integrate_scan(
            self.logodds, self.world_to_cell(hits_xy), self.world_to_cell(free_xy)
        )

    def probabilities(self):
        return jax.nn.sigmoid(self.logodds)
