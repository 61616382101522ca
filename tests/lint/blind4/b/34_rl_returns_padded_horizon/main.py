import numpy as np

from agent import discounted_returns, rollout
from env import CartPoleLite

GAMMA = 0.99


def main():
    env = CartPoleLite(seed=3)
    policy_w = np.array([1.0, 0.3], np.float32)
    for episode in range(6):
        rewards, mask = rollout(env, policy_w)
        returns = discounted_returns(rewards, mask, GAMMA)
        print(f"episode {episode}: length={int(mask.sum())} G0={float(returns[0]):.2f}")


if __name__ == "__main__":
    main()
