import numpy as np

from glm import fit_gene


def main():
    rng = np.random.default_rng(0)
    n_cells, n_genes = 60, 6
    condition = np.repeat([0.0, 1.0], n_cells // 2).astype(np.float32)
    design = np.stack([np.ones(n_cells, np.float32), condition], axis=1)
    size_factors = rng.uniform(0.5, 1.5, n_cells).astype(np.float32)
    counts = rng.poisson(3.0 * size_factors[:, None] * np.exp(0.5 * condition[:, None]),
                         size=(n_cells, n_genes)).astype(np.float32)
    for g in range(n_genes):
        beta = fit_gene(design, counts[:, g], size_factors)
        print(f"gene{g}: log2FC={float(beta[1]) / np.log(2):.3f}")


if __name__ == "__main__":
    main()
