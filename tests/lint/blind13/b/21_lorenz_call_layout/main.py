import jax.numpy as jnp

from diagnostics import finite_time_lyapunov, sensitivity_to_rho
from dynamics import rk4_step

DT = 0.01


def main():
    y = jnp.array([1.0, 1.0, 1.0])
    for _ in range(5):
        y = rk4_step(y, DT)
    print("state after spin-up", y)
    print("FTLE", round(finite_time_lyapunov(y, DT, 4), 3))
    print("rho sensitivity", round(sensitivity_to_rho(y, DT, 4), 5))


if __name__ == "__main__":
    main()
