import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def guided_progression(*visit_fields):
    fields = jnp.stack(visit_fields)
    t = jnp.arange(fields.shape[0], dtype=jnp.float32)
    tc = t - t.mean()
    slopes = (tc[:, None] * (fields - fields.mean(0))).sum(0) / (tc ** 2).sum()
    return (slopes < -1.0).sum(), slopes.mean()


def patient_visits(rng):
    n = int(rng.integers(3, 7))
    base = rng.uniform(22, 32, size=54).astype(np.float32)
    return [base - 0.8 * v + rng.normal(0, 1, 54).astype(np.float32) for v in range(n)]


def main():
    rng = np.random.default_rng(1)
    for pid in range(5):
        visits = patient_visits(rng)
        n_prog, mean_slope = guided_progression(*visits)
        print(pid, len(visits), int(n_prog), round(float(mean_slope), 2))


if __name__ == "__main__":
    main()
