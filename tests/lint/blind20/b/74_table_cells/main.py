import jax
import jax.numpy as jnp
import numpy as np

from tables import Table


@jax.jit
def structure_consistency(cells, mask):
    n_per_row = jnp.maximum(mask.sum(axis=1, keepdims=True), 1.0)
    n_per_col = jnp.maximum(mask.sum(axis=0, keepdims=True), 1.0)
    row_mean = (cells * mask).sum(axis=1, keepdims=True) / n_per_row
    col_mean = (cells * mask).sum(axis=0, keepdims=True) / n_per_col
    n = jnp.maximum(mask.sum(), 1.0)
    row_var = (((cells - row_mean) ** 2) * mask).sum() / n
    col_var = (((cells - col_mean) ** 2) * mask).sum() / n
    return row_var / (col_var + 1e-6)


def main():
    rng = np.random.default_rng(0)
    for t in range(6):
        table = Table(rng)
        score = structure_consistency(jnp.asarray(table.cell_matrix), jnp.asarray(table.cell_mask))
        print(t, (table.n_rows, table.n_cols), float(score))


if __name__ == "__main__":
    main()
