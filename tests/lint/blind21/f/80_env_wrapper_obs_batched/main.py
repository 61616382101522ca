import jax
import jax.numpy as jnp
from flax import nnx

from envs import BatchedObsWrapper, DrawerEnv


class Policy(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(DrawerEnv.obs_dim, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, DrawerEnv.act_dim, rngs=rngs)

    def __call__(self, obs):
        return jnp.tanh(self.l2(nnx.relu(self.l1(obs))))


@nnx.jit
def act(policy, obs):
    return policy(obs)


def run_episode(policy, seed, steps=8):
    env = BatchedObsWrapper(DrawerEnv(seed))
    obs = env.reset()
    total = 0.0
    for _ in range(steps):
        action = act(policy, obs)
        obs, reward = env.step(action)
        total += reward
    return total


if __name__ == "__main__":
    policy = Policy(nnx.Rngs(0))
    for seed in range(3):
        print(seed, run_episode(policy, seed))
