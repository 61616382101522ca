import flax.linen as nn
import jax
import jax.numpy as jnp

from rollout import RolloutConfig, evaluate_policy


class Actor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.tanh(nn.Dense(2)(nn.relu(nn.Dense(32)(x))))


def main():
    actor = Actor()
    key = jax.random.PRNGKey(0)
    params = actor.init(key, jnp.zeros((1, 6)))
    init_state = jnp.zeros((8, 4))
    goal = jnp.ones((8, 2))
    exploration = 0.5
    for it in range(5):
        # pretend training happens here; exploration decays between evaluations
        cfg = RolloutConfig(horizon=20, noise_scale=exploration)
        key, sub = jax.random.split(key)
        dist = evaluate_policy(params, init_state, goal, sub, cfg=cfg, policy_apply=actor.apply)
        print(it, exploration, float(dist))
        exploration *= 0.5


if __name__ == "__main__":
    main()
