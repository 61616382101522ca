import numpy as np
import jax
import jax.numpy as jnp

from store import ExperimentLog

DAYS = 6
DAILY_TRAFFIC = 100


@jax.jit
def posterior_prob_b_better(key, arm, converted, valid):
    in_a = valid * (arm == 0)
    in_b = valid * (arm == 1)
    n_a, n_b = jnp.sum(in_a), jnp.sum(in_b)
    s_a = jnp.sum(converted * in_a)
    s_b = jnp.sum(converted * in_b)
    ka, kb = jax.random.split(key)
    pa = jax.random.beta(ka, 1.0 + s_a, 1.0 + n_a - s_a, (2000,))
    pb = jax.random.beta(kb, 1.0 + s_b, 1.0 + n_b - s_b, (2000,))
    return jnp.mean(pb > pa)


def main():
    rng = np.random.default_rng(0)
    log = ExperimentLog(capacity=DAYS * DAILY_TRAFFIC)
    key = jax.random.PRNGKey(0)
    for day in range(DAYS):
        arm = rng.integers(0, 2, size=DAILY_TRAFFIC)
        conv = rng.uniform(size=DAILY_TRAFFIC) < np.where(arm == 1, 0.12, 0.10)
        log.ingest(arm, conv)
        key, sub = jax.random.split(key)
        p = posterior_prob_b_better(sub, *log.snapshot())
        print(f"day {day}: P(B > A) = {float(p):.3f}")


if __name__ == "__main__":
    main()
