import jax.numpy as jnp
import numpy as np

from analysis import saturated_activity
from foils import FOILS, read_counts


def main():
    t_start = jnp.asarray(np.arange(12, dtype=np.float32) * 1800.0 + 600.0)
    for i, (name, t_half, t_irr) in enumerate(FOILS):
        counts = read_counts(i)
        a, s = saturated_activity(counts, t_start, 1500.0, t_half, t_irr, 0.023)
        print(f"{name:>14}: A_sat = {float(a):.3e} +/- {float(s):.1e} Bq")


if __name__ == "__main__":
    main()
