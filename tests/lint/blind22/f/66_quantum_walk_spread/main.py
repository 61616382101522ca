import jax.numpy as jnp

from diagnostics import reversibility_error, spread
from walk import grid_laplacian, propagate

L = 11
DT = 0.05


def main():
    H = grid_laplacian(L).astype(jnp.complex64)
    psi = jnp.zeros(L * L, dtype=jnp.complex64).at[(L // 2) * L + L // 2].set(1.0)
    for step in range(1, 13):
        psi = propagate(psi, H, DT)
        if step % 4 == 0:
            print(f"t={step * DT:.2f} spread={spread(psi, L):.3f} rev_err={reversibility_error(psi, H, DT):.2e}")


if __name__ == "__main__":
    main()
