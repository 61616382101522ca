import jax.numpy as jnp
import numpy as np

from scoring import score_in_chunks

# part average testing (PAT): multivariate outlier screening of die-level parametric tests
TESTS = ["idd_q", "vmin", "fmax", "leak_io", "ring_osc"]


def wafer_tests(wafer, rng):
    n_die = 600 + 37 * wafer  # different products share the tester
    x = rng.multivariate_normal(np.zeros(len(TESTS)), np.eye(len(TESTS)) * 0.5 + 0.5, n_die)
    x[rng.random(n_die) < 0.01] += 4.0
    return x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for wafer in range(4):
        x = wafer_tests(wafer, rng)
        mean = x.mean(0)
        prec = np.linalg.inv(np.cov(x.T)).astype(np.float32)
        s = score_in_chunks(jnp.asarray(x), jnp.asarray(mean), jnp.asarray(prec))
        thr = float(jnp.median(s) + 6 * 1.4826 * jnp.median(jnp.abs(s - jnp.median(s))))
        print(f"wafer {wafer}: {x.shape[0]} dies, {int((s > thr).sum())} PAT fails")


if __name__ == "__main__":
    main()
