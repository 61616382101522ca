import jax
import jax.numpy as jnp
import numpy as np

from actor import EpsilonGreedyActor
from networks import q_network

OBS_DIM = 5


def main():
    rng = np.random.default_rng(1)
    params = q_network.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS_DIM)))
    actor = EpsilonGreedyActor(params, num_actions=3, epsilon=0.0)
    obs = rng.normal(size=OBS_DIM).astype(np.float32)
    actions = []
    for t in range(6):
        a = actor.select_action(obs)
        actions.append(a)
        obs = np.roll(obs, a) + 0.1 * rng.normal(size=OBS_DIM).astype(np.float32)
    print("actions", actions)


if __name__ == "__main__":
    main()
