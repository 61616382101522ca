import jax
import jax.numpy as jnp

from loader import map_sheets


@jax.jit
def sheet_pca(x):
    xc = x - x.mean(axis=0)
    cov = xc.T @ xc / (x.shape[0] - 1)
    evals, evecs = jnp.linalg.eigh(cov)
    return evals[::-1], xc @ evecs[:, ::-1][:, :2]


def main():
    for i, sheet in enumerate(map_sheets()):
        evals, scores = sheet_pca(sheet)
        print(f"sheet {i}: {sheet.shape[0]} stream sediments, PC1 explains {float(evals[0] / evals.sum()) * 100:.1f}%")


if __name__ == "__main__":
    main()
