import jax
import numpy as np

from policy import SoftmaxPolicy, choose_arms


class AnnealingSchedule:
    def __init__(self, start=2.0, end=0.2, steps=5):
        self.start, self.end, self.steps = start, end, steps

    def __call__(self, t):
        frac = min(t / self.steps, 1.0)
        return self.start + (self.end - self.start) * frac


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    policy = SoftmaxPolicy(6, 3, key)
    schedule = AnnealingSchedule()
    for t in range(5):
        key, sub = jax.random.split(key)
        contexts = rng.normal(size=(16, 6)).astype(np.float32)
        arms, propensity = choose_arms(policy, contexts, sub, schedule(t))
        print(t, np.bincount(np.asarray(arms), minlength=3), float(propensity.mean()))


if __name__ == "__main__":
    main()
