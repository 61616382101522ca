import jax.numpy as jnp

from config import SolverConfig
from gray_scott import frame

RUN_SETTINGS = {"n": 48, "feed": 0.035, "kill": 0.065}


def seed_fields(n):
    u = jnp.ones((n, n))
    v = jnp.zeros((n, n)).at[n // 2 - 3:n // 2 + 3, n // 2 - 3:n // 2 + 3].set(0.5)
    return u, v


def main():
    u, v = seed_fields(RUN_SETTINGS["n"])
    for f in range(8):
        cfg = SolverConfig.from_dict(RUN_SETTINGS)
        u, v = frame(u, v, cfg)
    print("v mean", float(v.mean()), "v max", float(v.max()))


if __name__ == "__main__":
    main()
