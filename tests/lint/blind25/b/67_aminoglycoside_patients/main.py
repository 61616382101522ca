import numpy as np
import jax.numpy as jnp

from patient import VirtualPatient


def cohort(n=6, seed=3):
    rng = np.random.default_rng(seed)
    return [VirtualPatient(float(w), float(c)) for w, c in zip(rng.normal(70, 10, n), rng.normal(80, 25, n))]


def main():
    t = jnp.linspace(0.0, 72.0, 145)
    dose, tau = jnp.float32(420.0), jnp.float32(24.0)
    for i, pt in enumerate(cohort()):
        levels = pt.aminoglycoside_levels(dose, tau, t)
        print(f"patient {i}: peak {float(levels.max()):.1f} trough {float(levels[-2]):.2f} mg/L")


if __name__ == "__main__":
    main()
