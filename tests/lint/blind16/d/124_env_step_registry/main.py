import jax.numpy as jnp

from registry import get_step

JOBS = [("cartpole", 4), ("pendulum", 2), ("cartpole", 4), ("pendulum", 2), ("cartpole", 4)]


def main():
    for name, dim in JOBS:
        step = get_step(name)
        s = jnp.full(dim, 0.1)
        for _ in range(5):
            s = step(s, 0.5)
        print(name, [round(float(v), 3) for v in s])


if __name__ == "__main__":
    main()
