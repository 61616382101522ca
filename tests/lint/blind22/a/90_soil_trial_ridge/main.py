import jax
import jax.numpy as jnp
import numpy as np

from encode import design_matrix

SOILS = np.array(["clay", "loam", "sandy_loam", "silt", "peat"])


@jax.jit
def ridge_fit(x, y, lam):
    xtx = x.T @ x + lam * jnp.eye(x.shape[1])
    return jnp.linalg.solve(xtx, x.T @ y)


def district_trials(rng, n_soils_present, n=40):
    numeric = rng.normal(size=(n, 3)).astype(np.float32)  # N rate, P rate, rainfall
    soils = rng.choice(SOILS[:n_soils_present], n)
    y = (5 + numeric @ np.array([0.8, 0.2, 0.5]) + rng.normal(0, 0.3, n)).astype(np.float32)
    return numeric, soils, y


def main():
    rng = np.random.default_rng(0)
    for district, k in [("north", 3), ("east", 5), ("south", 3), ("west", 4)]:
        numeric, soils, y = district_trials(rng, k)
        beta = ridge_fit(jnp.asarray(design_matrix(numeric, soils)), jnp.asarray(y), jnp.float32(0.1))
        print(district, np.round(np.asarray(beta[:3]), 2))


if __name__ == "__main__":
    main()
