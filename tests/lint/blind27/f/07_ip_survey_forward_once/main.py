import jax
import jax.numpy as jnp
import numpy as np

from survey import dipole_dipole_geometry, synthetic_lines


def build_forward(geom, cell_x, cell_z):
    A, B, M, N = [jnp.asarray(geom[:, i]) for i in range(4)]

    def g(e):
        return 1.0 / jnp.sqrt((e[:, None] - cell_x[None, :]) ** 2 + cell_z[None, :] ** 2)

    sens = (g(A) - g(B)) * (g(M) - g(N))
    sens = sens / jnp.sum(jnp.abs(sens), axis=1, keepdims=True)

    @jax.jit
    def apparent_chargeability(chg):
        return sens @ chg

    return apparent_chargeability


def main():
    geom = dipole_dipole_geometry()
    cell_x = jnp.linspace(0, 575, 40)
    cell_z = jnp.full(40, 30.0)
    forward = build_forward(geom, cell_x, cell_z)
    for i, chg in enumerate(synthetic_lines(6, geom, 40)):
        ma = forward(chg)
        print(f"line {i}: {ma.shape[0]} readings, mean Ma {float(ma.mean()) * 1000:.2f} mV/V")


if __name__ == "__main__":
    main()
