import numpy as np

from products import die_grid
from sampler import scorer_for


def main():
    rng = np.random.default_rng(0)
    lots = [("DRAM_A" if i % 3 else "LOGIC_B") for i in range(10)]
    for i, product in enumerate(lots):
        n_die = len(die_grid(product))
        density = rng.gamma(2.0, 0.5, n_die).astype(np.float32)
        sites, scores = scorer_for(product)(density, 2.0)
        print(f"lot {i} {product}: {n_die} dies, first review site {sites[0].tolist()} score {float(scores[0]):.2f}")


if __name__ == "__main__":
    main()
