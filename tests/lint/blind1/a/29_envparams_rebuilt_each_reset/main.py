import jax.numpy as jnp

from env import VecPendulum

EPISODES = 5
HORIZON = 4


def linear_policy(state, gains):
    return -(state @ gains)


def main():
    env = VecPendulum(num_envs=8)
    gains = jnp.array([6.0, 1.5])
    for ep in range(EPISODES):
        state = env.reset()
        ret = 0.0
        for _ in range(HORIZON):
            state, reward = env.step(linear_policy(state, gains))
            ret += float(reward.mean())
        print(f"episode {ep}: return {ret:.3f}")


if __name__ == "__main__":
    main()
