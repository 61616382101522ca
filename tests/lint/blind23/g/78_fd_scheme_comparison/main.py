import dataclasses

import jax.numpy as jnp
import numpy as np

from config import RunConfig, Scheme
from solver import groundwater_fd_step


def run(cfg, pumping_schedule):
    h = jnp.full(40, 50.0, dtype=jnp.float32)
    recharge = jnp.full(40, 0.002, dtype=jnp.float32)
    for day in range(cfg.n_days):
        pump = jnp.zeros(40).at[20].set(pumping_schedule[day])
        h = groundwater_fd_step(h, recharge, pump, 250.0, 0.15, 25.0, cfg.dt, scheme=cfg.scheme)
    return h


def main():
    sched = np.where(np.arange(60) % 7 < 5, 0.08, 0.0).astype(np.float32)
    for scheme in Scheme:
        cfg = dataclasses.replace(RunConfig(), scheme=scheme)
        h = run(cfg, sched)
        print(f"{scheme.value:>8}: min head {float(h.min()):.3f} m at cell {int(h.argmin())}")


if __name__ == "__main__":
    main()
