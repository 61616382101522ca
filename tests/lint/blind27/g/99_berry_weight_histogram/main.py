import numpy as np
import jax.numpy as jnp

from histo import berry_weight_histogram
from sampling import bin_count


def main():
    rng = np.random.default_rng(1)
    for block in ["Cab 1", "Cab 2", "Merlot 1", "Merlot 2", "Syrah"]:
        w = rng.normal(1.15, 0.18, 200).astype(np.float32)  # grams per berry
        nb = bin_count(w)
        h = berry_weight_histogram(jnp.asarray(w), float(w.min()), float(w.max()), n_bins=nb)
        print(f"{block:9s}: {nb} bins, modal bin count {int(h.max())}")


if __name__ == "__main__":
    main()
