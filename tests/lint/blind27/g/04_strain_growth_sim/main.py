import numpy as np
import jax.numpy as jnp

from config import GrowthConfig
from sim import simulate_growth

STRAINS = {
    "EC-1118": (0.42, 3.0),
    "RC212": (0.35, 4.5),
    "D47": (0.38, 2.5),
    "QA23": (0.40, 3.5),
    "71B": (0.31, 5.0),
}


def main():
    cfg = GrowthConfig()
    x0 = jnp.float32(2e6)
    for name, (mu, lag) in STRAINS.items():
        traj = simulate_growth(x0, jnp.float32(mu), jnp.float32(lag),
                               cfg.dt, cfg.carrying_capacity, n_steps=cfg.n_steps)
        t_half = np.argmax(np.asarray(traj) > cfg.carrying_capacity / 2) * cfg.dt
        print(f"{name:8s} reaches K/2 at {t_half:.2f} h")


if __name__ == "__main__":
    main()
