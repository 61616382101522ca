import jax
import jax.numpy as jnp

from hamiltonian import heisenberg_chain
from lanczos import lanczos

N = 8
N_ITER = 16


def main():
    H = jnp.asarray(heisenberg_chain(N))
    v0 = jax.random.normal(jax.random.PRNGKey(0), (2 ** N,))
    e0 = lanczos(H, v0, N_ITER)
    print(f"E0/N = {float(e0) / N:.5f}")


if __name__ == "__main__":
    main()
