from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class AlertConfig:
    def __init__(self, horizon, fill_limit):
        self.horizon = horizon
        self.fill_limit = fill_limit

    @classmethod
    def from_settings(cls, settings):
        return cls(int(settings["horizon_min"]), float(settings["fill_limit"]))


@partial(jax.jit, static_argnums=(1,))
def time_to_full(usage, cfg):
    t = jnp.arange(usage.shape[-1], dtype=jnp.float32)
    t_c = t - t.mean()
    slope = ((usage - usage.mean(-1, keepdims=True)) * t_c).sum(-1) / (t_c**2).sum()
    projected = usage[:, -1] + slope * cfg.horizon
    return projected > cfg.fill_limit, slope


SETTINGS = {"horizon_min": "120", "fill_limit": "0.95"}


def poll_usage(rng, n_disks=8, n_points=30):
    start = rng.uniform(0.3, 0.8, size=(n_disks, 1))
    growth = rng.uniform(0.0, 0.004, size=(n_disks, 1))
    return (start + growth * np.arange(n_points)).astype(np.float32)


def main():
    rng = np.random.default_rng(6)
    for poll in range(4):
        cfg = AlertConfig.from_settings(SETTINGS)
        will_fill, slope = time_to_full(poll_usage(rng), cfg)
        print(poll, np.nonzero(np.asarray(will_fill))[0].tolist())


if __name__ == "__main__":
    main()
