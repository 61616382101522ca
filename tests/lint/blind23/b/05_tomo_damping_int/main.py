import jax
import jax.numpy as jnp
import numpy as np


def build_problem(n_rays=120, n_cells=64, seed=3):
    rng = np.random.default_rng(seed)
    G = rng.uniform(0.0, 1.0, (n_rays, n_cells)).astype(np.float32)
    G *= rng.uniform(size=(n_rays, n_cells)) < 0.15
    m_true = (0.05 * rng.standard_normal(n_cells)).astype(np.float32)
    d = G @ m_true + 0.001 * rng.standard_normal(n_rays).astype(np.float32)
    return jnp.asarray(G), jnp.asarray(d)


@jax.jit
def damped_lsq(G, d, damping):
    n = G.shape[1]
    A = G.T @ G + damping * jnp.eye(n)
    m = jnp.linalg.solve(A, G.T @ d)
    misfit = jnp.sum((G @ m - d) ** 2)
    return m, misfit, jnp.sum(m ** 2)


def l_curve(G, d, dampings):
    points = []
    for lam in dampings:
        m, misfit, norm = damped_lsq(G, d, lam)
        points.append((lam, float(misfit), float(norm)))
    return points


def main():
    G, d = build_problem()
    dampings = [10, 5, 1, 0.5, 0.1, 0.05, 0.01]
    for lam, misfit, norm in l_curve(G, d, dampings):
        print(f"damping={lam:<6} misfit={misfit:.5f} model_norm={norm:.5f}")


if __name__ == "__main__":
    main()
