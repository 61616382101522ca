import jax
import jax.numpy as jnp

from debris import debris_step
from scenario import PHASES


def main():
    key = jax.random.PRNGKey(0)
    pos = jax.random.normal(key, (48, 3)) * 10.0
    vel = jax.random.normal(jax.random.PRNGKey(1), (48, 3))
    for phase in PHASES:
        for _ in range(phase["frames"]):
            pos, vel = debris_step(pos, vel, phase["gravity"], 0.01, 0.1)
        print(f"{phase['name']:8s} mean z={float(pos[:, 2].mean()):.3f}")


if __name__ == "__main__":
    main()
