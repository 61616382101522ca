import jax
import jax.numpy as jnp

from ivive import Q_H, fu_from_assay, scale_microsomal

COMPOUNDS = [("A", 12.0, 95.0), ("B", 45.0, 80.0), ("C", 3.5, 99.0), ("D", 120.0, 60.0), ("E", 8, 90)]


@jax.jit
def well_stirred(clint, fu, q_h):
    clh = q_h * fu * clint / (q_h + fu * clint)
    return clh, clh / q_h


def main():
    for name, clint_mic, pb in COMPOUNDS:
        clh, eh = well_stirred(scale_microsomal(clint_mic), fu_from_assay(pb), Q_H)
        print(f"{name}: CLh {float(clh):.1f} L/h, extraction {float(eh):.2f}")


if __name__ == "__main__":
    main()
