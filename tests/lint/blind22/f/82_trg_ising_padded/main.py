import jax.numpy as jnp

from tensors import ising_tensor
from trg import trg_step

CHI = 8
N_STEPS = 8


def free_energy(beta):
    T = jnp.asarray(ising_tensor(beta, CHI))
    log_z = 0.0
    n_sites = 1.0
    for _ in range(N_STEPS):
        T, log_norm = trg_step(T, chi=CHI)
        n_sites *= 2.0
        log_z += float(log_norm) / n_sites
    return -log_z / beta


def main():
    for beta in (0.3, 0.44, 0.6):
        print(f"beta={beta} f={free_energy(beta):.5f}")


if __name__ == "__main__":
    main()
