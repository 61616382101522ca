import jax
import jax.numpy as jnp
import numpy as np

from learner import Learner

OBS, ACT, B = 5, 2, 32


def sample(rng):
    return {
        "obs": rng.normal(size=(B, OBS)).astype(np.float32),
        "act": rng.uniform(-1, 1, size=(B, ACT)).astype(np.float32),
        "rew": rng.normal(size=B).astype(np.float32),
    }


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (OBS + ACT, 32)) * 0.2,
              "w2": jax.random.normal(k2, (32, 1)) * 0.2}
    learner = Learner(params)
    for _ in range(3):
        learner.warmup(sample(rng))
    for _ in range(5):
        next_q = np.zeros(B, np.float32) + rng.normal(size=B).astype(np.float32)
        l = learner.train(sample(rng), next_q)
    print(float(l))


if __name__ == "__main__":
    main()
