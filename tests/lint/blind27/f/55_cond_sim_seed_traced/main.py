import jax
import jax.numpy as jnp
import numpy as np

N_BLOCKS = 200


def cov_matrix(n=N_BLOCKS, a=25.0):
    x = np.arange(n, dtype=np.float32)
    return np.exp(-3 * np.abs(x[:, None] - x[None]) / a).astype(np.float32)


@jax.jit
def realisation(chol, mean_log, seed):
    key = jax.random.PRNGKey(seed)
    z = jax.random.normal(key, (chol.shape[0],))
    log_grade = mean_log + 0.6 * chol @ z
    grade = jnp.exp(log_grade)
    tonnes_above = jnp.sum(grade > 1.0) * 12500.0
    return tonnes_above, jnp.sum(jnp.where(grade > 1.0, grade, 0.0)) * 12500.0 / 31.1035


def main():
    chol = jnp.linalg.cholesky(jnp.asarray(cov_matrix()) + 1e-4 * jnp.eye(N_BLOCKS))
    oz = []
    for r in range(12):
        t, o = realisation(chol, -0.2, 1000 + r)
        oz.append(float(o))
    print(f"contained Au P10 {np.percentile(oz, 10) / 1e3:.1f} koz, P50 {np.median(oz) / 1e3:.1f}, P90 {np.percentile(oz, 90) / 1e3:.1f}")


if __name__ == "__main__":
    main()
