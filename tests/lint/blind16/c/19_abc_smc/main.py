import numpy as np
import jax.numpy as jnp

from rejection import abc_rounds
from simulator import lotka_volterra


def main():
    rng = np.random.default_rng(0)
    true_theta = jnp.array([[1.1, 0.9]])
    observed = lotka_volterra(true_theta)[0]
    for eps, theta in abc_rounds(observed, 400, [8.0, 6.0, 4.0, 3.0, 2.0], rng):
        print(f"eps={eps} kept={len(theta)} mean={theta.mean(0).round(3)}")


if __name__ == "__main__":
    main()
