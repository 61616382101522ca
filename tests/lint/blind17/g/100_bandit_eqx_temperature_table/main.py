import jax
import numpy as np

from policy import SoftmaxPolicy, choose_arms

TEMPERATURES = np.linspace(2.0, 0.2, 5, dtype=np.float32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    policy = SoftmaxPolicy(6, 3, key)
    for t in range(5):
        key, sub = jax.random.split(key)
        contexts = rng.normal(size=(16, 6)).astype(np.float32)
        arms, propensity = choose_arms(policy, contexts, sub, TEMPERATURES[t])
        print(t, np.bincount(np.asarray(arms), minlength=3), float(propensity.mean()))


if __name__ == "__main__":
    main()
