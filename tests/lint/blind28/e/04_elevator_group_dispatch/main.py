import numpy as np
import jax.numpy as jnp

from config import DispatchConfig
from dispatch import assign_calls


def simulate(n_steps=30, seed=0):
    rng = np.random.default_rng(seed)
    cfg = DispatchConfig()
    car_floor = jnp.array([0.0, 5.0, 10.0, 15.0])
    car_dir = jnp.array([1.0, -1.0, 1.0, 0.0])
    served = np.zeros(cfg.n_cars, dtype=int)
    for t in range(n_steps):
        calls = jnp.asarray(rng.integers(0, cfg.n_floors, size=6), dtype=jnp.float32)
        step_cfg = DispatchConfig(policy=cfg.policy)
        cars = assign_calls(car_floor, car_dir, calls, step_cfg)
        served += np.bincount(np.asarray(cars), minlength=cfg.n_cars)
        car_floor = jnp.clip(car_floor + car_dir, 0, cfg.n_floors - 1)
    return served


print(simulate())
