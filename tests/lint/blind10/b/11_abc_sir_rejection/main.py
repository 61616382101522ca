import jax
import jax.numpy as jnp
import numpy as np

from posterior import posterior_summary
from simulator import simulate_batch, sir_final_size, summary_distance

BATCH = 1000
EPSILON = 0.02


def observed_curve():
    return sir_final_size(0.35, 0.1)


def abc_rejection(n_batches=6, seed=42):
    key = jax.random.PRNGKey(seed)
    y_obs = observed_curve()
    for b in range(n_batches):
        key, kb, kg = jax.random.split(key, 3)
        beta = jax.random.uniform(kb, (BATCH,), minval=0.1, maxval=0.6)
        gamma = jax.random.uniform(kg, (BATCH,), minval=0.05, maxval=0.2)
        dist = summary_distance(simulate_batch(beta, gamma), y_obs)
        keep = np.asarray(dist < EPSILON)
        theta = jnp.stack([beta, gamma], axis=1)[keep]
        mean, cov, r0_q = posterior_summary(theta)
        print(f"batch {b}: accepted {theta.shape[0]:3d}  mean={np.round(np.asarray(mean), 3)}  R0 90%={np.round(np.asarray(r0_q), 2)}")


if __name__ == "__main__":
    abc_rejection()
