import jax
import jax.numpy as jnp
import numpy as np


def make_rays(n_rays=200, n_cells=50, seed=9):
    rng = np.random.default_rng(seed)
    G = rng.uniform(0, 2, (n_rays, n_cells)) * (rng.uniform(size=(n_rays, n_cells)) < 0.1)
    m_true = 0.03 * rng.standard_normal(n_cells)
    d = G @ m_true + 0.002 * rng.standard_normal(n_rays)
    bad = rng.choice(n_rays, 12, replace=False)
    d[bad] += rng.uniform(0.2, 0.5, 12)
    return G.astype(np.float32), d.astype(np.float32)


@jax.jit
def lsqr_model(G, d, damping):
    A = G.T @ G + damping * jnp.eye(G.shape[1])
    return jnp.linalg.solve(A, G.T @ d)


def invert_with_rejection(G, d, n_rounds=4, damping=0.05):
    keep = np.ones(len(d), bool)
    for r in range(n_rounds):
        m = lsqr_model(jnp.asarray(G[keep]), jnp.asarray(d[keep]), damping)
        resid = d - G @ np.asarray(m)
        mad = np.median(np.abs(resid[keep] - np.median(resid[keep])))
        keep = np.abs(resid) < 3.0 * 1.4826 * mad + 1e-3 * r
        print(f"round {r}: kept {keep.sum()} rays")
    return m


def main():
    G, d = make_rays()
    m = invert_with_rejection(G, d)
    print("model rms", float(jnp.sqrt(jnp.mean(m ** 2))))


if __name__ == "__main__":
    main()
