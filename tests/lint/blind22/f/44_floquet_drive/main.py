import jax.numpy as jnp

from propagators import drive_step

N = 4
DT = 0.1
OMEGA = 5.0


def main():
    psi = jnp.zeros(2 ** N, dtype=jnp.complex64).at[0].set(1.0)
    for k in range(8):
        t = round(k * DT, 6)
        psi = drive_step(N, DT, OMEGA)(psi, t, 1.5)
        if k % 2 == 1:
            print(f"t={t + DT:.1f} P0={float(jnp.abs(psi[0]) ** 2):.5f}")


if __name__ == "__main__":
    main()
