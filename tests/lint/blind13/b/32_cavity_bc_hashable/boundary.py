from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class CavityBoundary:
    """No-slip walls with a moving lid on the top row."""

    lid_velocity: float
    wall_temperature: float | None = None

    def apply_velocity(self, u, v):
        u = u.at[0, :].set(0.0).at[:, 0].set(0.0).at[:, -1].set(0.0)
        u = u.at[-1, :].set(self.lid_velocity)
        v = v.at[0, :].set(0.0).at[-1, :].set(0.0).at[:, 0].set(0.0).at[:, -1].set(0.0)
        return u, v


def boundary_from_config(cfg):
    return CavityBoundary(cfg["lid_velocity"], cfg.get("wall_temperature"))
