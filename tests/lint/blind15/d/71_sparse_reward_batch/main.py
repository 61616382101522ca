import jax
import jax.numpy as jnp
import numpy as np

from envs import VecEnv

N_ENVS = 4


@jax.jit
def update_value(v, rewards, lr=0.1):
    target = rewards + 0.9 * v
    return v + lr * (target - v), jnp.mean(rewards)


def main():
    env = VecEnv(N_ENVS)
    rng = np.random.default_rng(0)
    v = jnp.zeros(N_ENVS)
    for t in range(12):
        actions = rng.integers(0, 2, size=N_ENVS)
        rewards = env.step(actions)
        v, mean_r = update_value(v, rewards)
        print(t, rewards.dtype, float(mean_r))


if __name__ == "__main__":
    main()
