import jax.numpy as jnp

from integrators import integrate
from systems import LotkaVolterra


def main():
    system = LotkaVolterra()
    y0 = jnp.array([10.0, 5.0])
    traj = integrate(system, y0, 0.0, 2.0, n_steps=5)
    for k, y in enumerate(traj):
        print(f"step {k}: prey={float(y[0]):.3f} predators={float(y[1]):.3f}")


if __name__ == "__main__":
    main()
