import jax.numpy as jnp

from solver import SolverOptions, integrate_tmdd


def simulate_dose(dose_nmol, p):
    y0 = jnp.array([dose_nmol, 10.0, 0.0], jnp.float32)
    _, free_ligand = integrate_tmdd(y0, p, SolverOptions(), jnp.float32(168.0))
    return free_ligand


def main():
    p = jnp.array([0.05, 0.5, 0.1, 0.2, 1.0, 0.1], jnp.float32)
    for dose in [0.3, 1.0, 3.0, 10.0, 30.0, 100.0]:
        lig = simulate_dose(jnp.float32(dose), p)
        print(f"dose {dose:5.1f} nmol: free ligand at 1 week {float(lig[-1]):.4f}")


if __name__ == "__main__":
    main()
