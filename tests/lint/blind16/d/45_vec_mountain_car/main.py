import jax
import jax.numpy as jnp

from envs import VecMountainCar

NUM_ENVS, T = 8, 10


def main():
    env = VecMountainCar(NUM_ENVS)
    key = jax.random.PRNGKey(0)
    for it in range(4):
        key, k1, k2 = jax.random.split(key, 3)
        states = env.reset(k1)
        actions_seq = jax.random.randint(k2, (T, NUM_ENVS), 0, 3)
        states, total = env.rollout(states, actions_seq)
        print(it, float(total.mean()))


if __name__ == "__main__":
    main()
