import jax
import jax.numpy as jnp
import numpy as np

from simulate import mc_var


def main():
    rng = np.random.default_rng(91)
    r = (rng.standard_normal((250, 5)) * 0.01).astype(np.float32)
    chol = jnp.asarray(np.linalg.cholesky(np.cov(r, rowvar=False)).astype(np.float32))
    base_key = jax.random.PRNGKey(0)
    for day in range(5):
        w = jnp.asarray(rng.uniform(-1e5, 1e5, 5).astype(np.float32))
        print(day, round(float(mc_var(w, chol, jax.random.fold_in(base_key, day)))))


if __name__ == "__main__":
    main()
