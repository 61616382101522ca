import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sirt_solve(G, d, m0, n_iter):
    row = jnp.sum(G, axis=1) + 1e-6
    col = jnp.sum(G, axis=0) + 1e-6

    def body(i, m):
        r = (d - G @ m) / row
        return m + (G.T @ r) / col

    return jax.lax.fori_loop(0, n_iter, body, m0)

def main():
    rng = np.random.default_rng(1)
    n_rays, n_cells = 150, 49
    G = jnp.asarray(rng.uniform(0, 1, (n_rays, n_cells)) * (rng.uniform(size=(n_rays, n_cells)) < 0.2), jnp.float32)
    m = jnp.zeros(n_cells)
    for it, noise in enumerate([0.5, 0.3, 0.1, 0.05, 0.02]):
        m_true = jnp.asarray(0.1 * np.sin(np.arange(n_cells) / 3.0), jnp.float32)
        d = G @ m_true + noise * 0.01 * jnp.asarray(rng.standard_normal(n_rays), jnp.float32)
        rms = float(jnp.sqrt(jnp.mean((G @ m - d) ** 2)))
        n_iter = 50 if rms > 0.05 else 20 if rms > 0.01 else 10
        m = sirt_solve(G, d, m, n_iter)
        print(it, round(rms, 4), n_iter)

if __name__ == "__main__":
    main()
