import jax
import jax.numpy as jnp

# methylene blue viability (%) recorded for five squares per check
CHECKS = {
    "pitch": [97.5, 96.0, 98.0, 95.5, 97.0],
    "day 2": [94.0, 93.5, 95.0, 92.0, 94.5],
    "day 5": [88.0, 86.5, 90.0, 87.0, 89.5],
    "day 9": [71.0, 74.5, 69.0, 72.5, 70.0],
}


@jax.jit
def viability_summary(pct):
    v = jnp.asarray(pct)
    return v.mean(), v.std(), v.min()


def main():
    for check, pct in CHECKS.items():
        m, s, lo = viability_summary(pct)
        print(f"{check:6s}: {float(m):.1f}% +/- {float(s):.1f} (min {float(lo):.1f})")


if __name__ == "__main__":
    main()
