import jax.numpy as jnp

from config import ControllerConfig
from control import make_controller


CONFIG = ControllerConfig()


def run_episode(x0, steps=20):
    step = make_controller(CONFIG)
    x = x0
    for _ in range(steps):
        x, u = step(x)
    return x


def main():
    for ep in range(4):
        x0 = jnp.array([1.0 + ep, 0.0])
        x = run_episode(x0)
        print(ep, [round(float(v), 4) for v in x])


if __name__ == "__main__":
    main()
