import jax.numpy as jnp

from gates import product_state, tfim_bond_gate
from tebd import sweep

N = 6
CHI_MAX = 4


def z_expectation(mps, site):
    env = jnp.ones((1, 1), dtype=jnp.complex64)
    z = jnp.array([1.0, -1.0])
    for k, A in enumerate(mps):
        if k == site:
            env = jnp.einsum("ab,asc,s,bsd->cd", env, A.conj(), z, A)
        else:
            env = jnp.einsum("ab,asc,bsd->cd", env, A.conj(), A)
    return float(env[0, 0].real)


def main():
    U = jnp.asarray(tfim_bond_gate(1.0, 1.5, 0.05))
    mps = [jnp.asarray(A) for A in product_state(N)]
    for t in range(6):
        mps = sweep(mps, U, CHI_MAX)
        print(f"t={0.05 * (t + 1):.2f} <Z_2>={z_expectation(mps, 2):+.4f} chis={[A.shape[2] for A in mps[:-1]]}")


if __name__ == "__main__":
    main()
