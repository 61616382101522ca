import jax.numpy as jnp

from gates import product_state, tfim_bond_gate
from tebd import sweep

N = 6
CHI_MAX = 4


def z_expectation(mps, site):
    env = jnp.zeros((CHI_MAX, CHI_MAX), dtype=jnp.complex64).at[0, 0].set(1.0)
    z = jnp.array([1.0, -1.0])
    for k, A in enumerate(mps):
        if k == site:
            env = jnp.einsum("ab,asc,s,bsd->cd", env, A.conj(), z, A)
        else:
            env = jnp.einsum("ab,asc,bsd->cd", env, A.conj(), A)
    return float(env[0, 0].real)


def main():
    U = jnp.asarray(tfim_bond_gate(1.0, 1.5, 0.05))
    mps = [jnp.asarray(A) for A in product_state(N, CHI_MAX)]
    for t in range(6):
        mps = sweep(mps, U, CHI_MAX)
        print(f"t={0.05 * (t + 1):.2f} <Z_2>={z_expectation(mps, 2):+.4f}")


if __name__ == "__main__":
    main()
