from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from physics import sensitivity_matrix, cooling_schedule


@partial(jax.jit, static_argnums=(3,))
def gauss_newton_update(G, d_obs, m, beta):
    r = G @ m - d_obs
    n = m.shape[0]
    Wm = jnp.eye(n) - jnp.eye(n, k=1)
    H = G.T @ G + beta * Wm.T @ Wm
    g = G.T @ r + beta * Wm.T @ (Wm @ m)
    return m - jnp.linalg.solve(H, g), jnp.sum(r ** 2)


def main():
    G = jnp.asarray(sensitivity_matrix())
    m_true = np.zeros(G.shape[1], np.float32)
    m_true[25:35] = 0.02
    d_obs = G @ m_true + 0.001 * jax.random.normal(jax.random.PRNGKey(0), (G.shape[0],))
    m = jnp.zeros(G.shape[1])
    for it, beta in enumerate(cooling_schedule()):
        m, phi_d = gauss_newton_update(G, d_obs, m, beta)
        print(f"iter {it} beta {beta:.3f} phi_d {float(phi_d):.3e}")


if __name__ == "__main__":
    main()
