import jax
import jax.numpy as jnp

from lattice_boltzmann import equilibrium, run

VISCOSITIES = [0.02, 0.05, 0.1, 0.2]


def main():
    nx, ny = 32, 16
    rho = jnp.ones((nx, ny))
    f0 = equilibrium(rho, jnp.zeros((nx, ny, 2)))
    force = jnp.array([1e-5, 0.0])
    for nu in VISCOSITIES:
        tau = jnp.float32(3 * nu + 0.5)
        compiled = jax.jit(run).lower(f0, tau, force).compile()
        f = compiled(f0, tau, force)
        ux = (jnp.einsum("xyq,q->xy", f, jnp.array([0, 1, 0, -1, 0, 1, -1, -1, 1.0])) / f.sum(-1)).mean()
        print(f"nu={nu}: mean ux={float(ux):.3e}")


if __name__ == "__main__":
    main()
