import jax.numpy as jnp
import numpy as np

from config import SweepConfig
from optimizer import loss_fn, momentum_step


def main():
    cfg = SweepConfig()
    rng = np.random.default_rng(0)
    gaps = jnp.asarray(rng.gamma(6.0, 1.2, 300), jnp.float32)
    target = jnp.float32(8.0)
    for lr in cfg.learning_rates:
        theta = jnp.zeros(2)
        vel = jnp.zeros(2)
        for _ in range(cfg.steps):
            theta, vel = momentum_step(theta, vel, gaps, target, lr, cfg.momentum)
        print(lr, round(float(loss_fn(theta, gaps, target)), 4))


if __name__ == "__main__":
    main()
