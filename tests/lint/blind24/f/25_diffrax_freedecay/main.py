import numpy as np
import jax.numpy as jnp

from model import misfit_and_grad
from tests import pluck_tests


def main():
    theta = jnp.array([2 * np.pi * 2.5, 0.03])
    scale = jnp.array([1.0, 1e-3])
    for sweep in range(2):
        for k, (t, u, u0) in enumerate(pluck_tests()):
            for _ in range(5):
                loss, g = misfit_and_grad(theta, t, u, u0)
                theta = theta - 0.5 * scale * g / (jnp.linalg.norm(g) + 1e-9)
            print(f"sweep {sweep} test {k}: misfit {float(loss):.4f} f={float(theta[0]) / 2 / np.pi:.3f} Hz zeta={float(theta[1]):.4f}")


if __name__ == "__main__":
    main()
