import numpy as np
import jax.numpy as jnp

from dynamics import decay_run


def main():
    rng = np.random.default_rng(4)
    y0 = jnp.array([6778.137, 0.0, 0.0, 0.0, 7.6686, 0.0])
    for trial in range(5):
        args = {"rho0": 3.7e-12, "H": 58.5, "cd": float(rng.normal(2.2, 0.1)), "area_to_mass": 0.01}
        print(trial, round(args["cd"], 3), float(decay_run(y0, args)))


if __name__ == "__main__":
    main()
