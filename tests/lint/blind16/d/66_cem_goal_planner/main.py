import jax.numpy as jnp
import numpy as np

from cem import plan


def main():
    rng = np.random.default_rng(0)
    x = jnp.zeros(2)
    goal = jnp.array([1.0, 0.5])
    for t in range(3):
        actions = plan(x, goal, rng)
        x = x + 0.1 * actions[0]
        print(t, np.asarray(x).round(3))


if __name__ == "__main__":
    main()
