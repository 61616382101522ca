import numpy as np

from advantages import generalized_advantages
from diagnostics import explained_variance

T, N = 16, 8
GAMMA = 0.99


def fake_rollout(rng):
    rewards = rng.normal(size=(T, N)).astype(np.float32)
    values = rng.normal(size=(T + 1, N)).astype(np.float32)
    dones = (rng.random((T, N)) < 0.05).astype(np.float32)
    return rewards, values, dones


def main():
    rng = np.random.default_rng(0)
    for it in range(4):
        rewards, values, dones = fake_rollout(rng)
        adv, returns = generalized_advantages(rewards, values, dones)
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
        if it % 2 == 1:
            ev = explained_variance(rewards, values, dones, GAMMA)
            print(f"iter {it}: explained variance {ev:.3f}")
        print(f"iter {it}: mean return {float(returns.mean()):.3f}")


if __name__ == "__main__":
    main()
