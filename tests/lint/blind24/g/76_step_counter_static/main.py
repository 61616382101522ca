import jax.numpy as jnp
import numpy as np

from model import ridership_step
from schedule import phase_of


def main():
    rng = np.random.default_rng(2)
    x = jnp.asarray(rng.normal(size=(150, 4)), jnp.float32)
    y = x @ jnp.array([3.0, 1.0, -2.0, 0.5])
    w = jnp.zeros(4)
    for step in range(25):
        w = ridership_step(w, x, y, step)
        if step % 5 == 0:
            print(step, phase_of(step), float(jnp.mean((x @ w - y) ** 2)))


if __name__ == "__main__":
    main()
