import jax.numpy as jnp
import numpy as np

from em import fit_attractiveness, iterations_for

DOCS = 10


def daily_log(rng, num_sessions):
    true_attr = np.linspace(0.8, 0.1, DOCS)
    exam = 1.0 / np.arange(1, DOCS + 1)
    clicks = (rng.random((num_sessions, DOCS)) < true_attr * exam).astype(np.float32)
    return jnp.asarray(clicks), jnp.asarray(exam, jnp.float32)


def main():
    rng = np.random.default_rng(0)
    for day in range(4):
        clicks, exam = daily_log(rng, 256)
        active_sessions = int(rng.integers(100, 600))
        attr = fit_attractiveness(clicks, exam, num_iters=jnp.int32(iterations_for(active_sessions)))
        print(day, iterations_for(active_sessions), attr.round(2).tolist()[:4])


if __name__ == "__main__":
    main()
