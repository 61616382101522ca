import numpy as np

from env import SimpleBlackjack
from learner import td_update


def main():
    env = SimpleBlackjack()
    w = np.zeros(2, np.float32)
    for episode in range(20):
        obs, done = env.reset(), False
        while not done:
            hit = obs[0] < 16 / 21.0
            next_obs, reward, done = env.step(hit)
            w = td_update(w, obs, reward, next_obs, done)
            obs = next_obs
    print("value weights", np.asarray(w))


if __name__ == "__main__":
    main()
