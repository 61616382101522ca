import numpy as np

from cartpole import env_step, reset


def controller(gains, state):
    obs = np.array([state.x, state.x_dot, state.theta, state.theta_dot], np.float32)
    return np.float32(np.clip(obs @ gains, -10, 10))


def evaluate(gains, n_episodes=2, horizon=5):
    lengths = []
    for _ in range(n_episodes):
        state = reset()
        for t in range(horizon):
            state, done = env_step(state, controller(gains, state))
            if bool(done):
                break
        lengths.append(t + 1)
    return np.mean(lengths)


def main():
    gains = np.array([1.0, 1.5, 30.0, 5.0], np.float32)
    print("mean length", evaluate(gains))


if __name__ == "__main__":
    main()
