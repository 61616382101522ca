import jax
import jax.numpy as jnp
import numpy as np

from experiments import load_experiments


@jax.jit
def coseismic_slip_solve(G, d, smoothing, damping):
    n = G.shape[1]
    L = jnp.eye(n) * -2 + jnp.eye(n, k=1) + jnp.eye(n, k=-1)
    A = G.T @ G + smoothing * L.T @ L + damping * jnp.eye(n)
    slip = jnp.linalg.solve(A, G.T @ d)
    return slip, jnp.linalg.norm(G @ slip - d)


def main():
    rng = np.random.default_rng(12)
    n_obs, n_patch = 60, 20
    G = jnp.asarray(rng.standard_normal((n_obs, n_patch)) / np.sqrt(n_patch), jnp.float32)
    true_slip = jnp.asarray(np.exp(-((np.arange(n_patch) - 10) / 4.0) ** 2), jnp.float32)
    d = G @ true_slip + 0.01 * jnp.asarray(rng.standard_normal(n_obs), jnp.float32)
    for exp in load_experiments():
        slip, resid = coseismic_slip_solve(G, d, float(exp["smoothing"]), float(exp["damping"]))
        print(exp["name"], float(resid), float(slip.max()))


if __name__ == "__main__":
    main()
