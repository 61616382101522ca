from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import current_config


@partial(jax.jit, static_argnums=(2,))
def closure_time(speed_kmh, train_len_m, cfg):
    v = speed_kmh / 3.6
    occupy = (train_len_m + cfg.clearance_m) / v
    return cfg.warning_s + cfg.barrier_s + occupy + cfg.barrier_s


def main():
    rng = np.random.default_rng(0)
    for hour in range(6, 12):
        speeds = rng.uniform(40, 160, 10).astype(np.float32)
        lengths = rng.choice([75.0, 150.0, 400.0, 650.0], 10).astype(np.float32)
        t = closure_time(speeds, lengths, current_config())
        print(f"{hour:02d}:00 total closure {float(t.sum()) / 60:.1f} min")


if __name__ == "__main__":
    main()
