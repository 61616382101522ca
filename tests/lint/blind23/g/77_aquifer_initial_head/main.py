import jax.numpy as jnp
import numpy as np

from config import RunConfig
from solver import aquifer_head_step


def run(cfg, pumping_schedule):
    h = jnp.full(40, 50.0)
    recharge = jnp.full(40, 0.002)
    for day in range(cfg.n_days):
        pump = jnp.zeros(40).at[20].set(pumping_schedule[day])
        h = aquifer_head_step(h, recharge, pump, 250.0, 0.15, 25.0, cfg.dt, scheme=cfg.scheme)
    return h


def main():
    cfg = RunConfig()
    sched = np.where(np.arange(60) % 7 < 5, 0.08, 0.0).astype(np.float32)
    h = run(cfg, sched)
    print(f"min head {float(h.min()):.3f} m at cell {int(h.argmin())}")


if __name__ == "__main__":
    main()
