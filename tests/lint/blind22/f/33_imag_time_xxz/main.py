import jax

from hamiltonian import XXZChain


def main():
    chain = XXZChain(n=6, delta=0.5)
    psi = jax.random.normal(jax.random.PRNGKey(0), (2 ** chain.n,))
    for it in range(30):
        psi = chain.imag_time_step(psi, 0.1)
        if it % 6 == 5:
            print(f"iter {it + 1} E/N={float(chain.energy(psi)) / chain.n:.5f}")


if __name__ == "__main__":
    main()
