import numpy as np

from envs import Pendulum

EPISODES = 3
HORIZON = 5


def pd_controller(state, kp=6.0, kd=1.5):
    state = np.asarray(state)
    return (-kp * state[:, 0] - kd * state[:, 1]).astype(np.float32)


def main():
    env = Pendulum(num_envs=8)
    for ep in range(EPISODES):
        state = env.reset()
        ret = 0.0
        for _ in range(HORIZON):
            state, reward = env.step(pd_controller(state))
            ret += float(reward.mean())
        print(f"episode {ep}: mean return {ret:.3f}")


if __name__ == "__main__":
    main()
