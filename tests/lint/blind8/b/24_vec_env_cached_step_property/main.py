import jax
import jax.numpy as jnp

from envs import MountainCar

NUM_ENVS = 32
ROLLOUT_LEN = 6


def energy_pumping_policy(state):
    # push in the direction of motion
    return jnp.where(state.velocity >= 0, 2, 0)


def main():
    envs = {"default": MountainCar(), "weak_engine": MountainCar(force=0.0007)}
    for name, env in envs.items():
        print(name)
        rollout(env)


def rollout(env):
    key = jax.random.PRNGKey(0)
    state = env.batched_reset(jax.random.split(key, NUM_ENVS))
    total_reward = jnp.zeros(NUM_ENVS)
    for t in range(ROLLOUT_LEN):
        actions = energy_pumping_policy(state)
        state, reward, done = env.batched_step(state, actions)
        total_reward = total_reward + reward
        print(f"t={t} mean position {float(state.position.mean()):.4f} done {int(done.sum())}")
    print("mean return:", float(total_reward.mean()))


if __name__ == "__main__":
    main()
