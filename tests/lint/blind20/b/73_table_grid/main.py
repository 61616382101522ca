import jax
import jax.numpy as jnp
import numpy as np

from tables import Table


@jax.jit
def structure_consistency(cells):
    row_mean = cells.mean(axis=1, keepdims=True)
    col_mean = cells.mean(axis=0, keepdims=True)
    row_var = ((cells - row_mean) ** 2).mean()
    col_var = ((cells - col_mean) ** 2).mean()
    return row_var / (col_var + 1e-6)


def main():
    rng = np.random.default_rng(0)
    for t in range(6):
        table = Table(rng)
        score = structure_consistency(jnp.asarray(table.cell_matrix))
        print(t, (table.n_rows, table.n_cols), float(score))


if __name__ == "__main__":
    main()
