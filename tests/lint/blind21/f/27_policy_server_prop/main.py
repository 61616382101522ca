import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from server import PolicyServer

OBS, GOAL, ACT = 7, 3, 3


class GoalPolicy(nn.Module):
    @nn.compact
    def __call__(self, obs, goal):
        x = jnp.concatenate([obs, goal], -1)
        return nn.Dense(ACT)(nn.relu(nn.Dense(64)(x)))


def main():
    model = GoalPolicy()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)), jnp.zeros((1, GOAL)))
    server = PolicyServer(model, params, -np.ones(ACT), np.ones(ACT))
    rng = np.random.default_rng(0)
    goal = rng.normal(size=GOAL).tolist()
    for tick in range(5):
        reply = server.handle({"obs": rng.normal(size=OBS).tolist(), "goal": goal})
        print(tick, reply["action"])


if __name__ == "__main__":
    main()
