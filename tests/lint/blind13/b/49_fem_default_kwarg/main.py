import jax.numpy as jnp
import numpy as np

from fem1d import H, N_ELEM, solve_poisson
from verification import manufactured_error


def heater_profiles():
    x = np.arange(1, N_ELEM) * H
    for center in (0.2, 0.4, 0.6, 0.8):
        yield center, jnp.asarray(100.0 * np.exp(-200 * (x - center) ** 2), jnp.float32)


def main():
    for center, f in heater_profiles():
        u = solve_poisson(f)
        print(f"heater at {center}: peak temperature rise {float(u.max()):.4f}")
    print("manufactured-solution errors", [f"{e:.2e}" for e in manufactured_error()])


if __name__ == "__main__":
    main()
