import numpy as np
from flax import nnx

from model import HeroPickPolicy, pick_distribution


def anneal(policy, phase):
    policy.temperature = max(0.3, 1.0 - 0.2 * phase)


def main():
    rng = np.random.default_rng(0)
    policy = HeroPickPolicy(120, 16, nnx.Rngs(0))
    for phase in range(6):
        anneal(policy, phase)
        picked = rng.integers(0, 120, size=(32, 4)).astype(np.int32)
        probs = pick_distribution(policy, picked)
        print(phase, policy.temperature, float(probs.max()))


if __name__ == "__main__":
    main()
