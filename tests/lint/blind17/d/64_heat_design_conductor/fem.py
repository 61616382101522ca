import jax.numpy as jnp


def conduction_matrix(k_cells, n):
    """1D finite-volume conduction with cell conductivities k_cells (n,), Dirichlet at x=0."""
    k_face = 2.0 * k_cells[:-1] * k_cells[1:] / (k_cells[:-1] + k_cells[1:])
    main = jnp.concatenate([k_face, jnp.zeros(1)]) + jnp.concatenate([jnp.array([2 * k_cells[0]]), k_face])
    K = jnp.diag(main) - jnp.diag(k_face, 1) - jnp.diag(k_face, -1)
    return K


def temperature(k_cells, source):
    K = conduction_matrix(k_cells, k_cells.shape[0])
    return jnp.linalg.solve(K, source)
