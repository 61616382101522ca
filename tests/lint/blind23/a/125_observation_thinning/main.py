import numpy as np

from superob import obs_per_cell
from thinning import thinning_probability


def main():
    rng = np.random.default_rng(0)
    n_cells = 400
    for cycle in range(6):
        cells = rng.integers(0, n_cells, 3000)
        qc = rng.uniform(0.5, 1.0, 3000) if cycle % 2 else None  # aircraft reports carry QC weights
        counts = obs_per_cell(cells, n_cells, qc)
        p = thinning_probability(counts, 2.0)
        print(cycle, counts.dtype, float(p.mean()))


if __name__ == "__main__":
    main()
