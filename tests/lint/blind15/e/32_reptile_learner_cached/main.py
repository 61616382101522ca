import jax
import numpy as np

from learner import ReptileLearner


def sample_task(rng, shots=8):
    a, b = rng.uniform(0.5, 2.0), rng.uniform(-1, 1)
    x = rng.uniform(-2, 2, size=(shots, 1)).astype(np.float32)
    return x, (a * np.sin(x) + b).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (1, 16)), "w2": jax.random.normal(k2, (16, 1)) * 0.1}
    learner = ReptileLearner(params)
    for it in range(4):
        learner.meta_update(*sample_task(rng))
    x, y = sample_task(rng)
    print(float(learner.inner_loss(learner.adapt(x, y), x, y)))


if __name__ == "__main__":
    main()
