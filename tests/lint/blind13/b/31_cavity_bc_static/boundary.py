import jax.numpy as jnp


class CavityBoundary:
    """No-slip walls with a moving lid on the top row."""

    def __init__(self, lid_velocity, wall_temperature=None):
        self.lid_velocity = lid_velocity
        self.wall_temperature = wall_temperature

    def apply_velocity(self, u, v):
        u = u.at[0, :].set(0.0).at[:, 0].set(0.0).at[:, -1].set(0.0)
        u = u.at[-1, :].set(self.lid_velocity)
        v = v.at[0, :].set(0.0).at[-1, :].set(0.0).at[:, 0].set(0.0).at[:, -1].set(0.0)
        return u, v


def boundary_from_config(cfg):
    return CavityBoundary(cfg["lid_velocity"], cfg.get("wall_temperature"))
