import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from agent import DQNLearner, QNetwork, learner_update
from buffer import ReplayBuffer

OBS_DIM, NUM_ACTIONS = 4, 2
TRAIN_STEPS = 6


def main():
    key = jax.random.PRNGKey(0)
    net = QNetwork(OBS_DIM, NUM_ACTIONS, key)
    learner = DQNLearner(online=net, target=net, num_updates=jnp.zeros((), jnp.int32))
    buf = ReplayBuffer(256, OBS_DIM)
    rng = np.random.default_rng(0)
    for _ in range(64):
        o = rng.normal(size=OBS_DIM)
        buf.add(o, rng.integers(NUM_ACTIONS), 1.0, o + 0.1, 0.0)

    for step in range(TRAIN_STEPS):
        learner, loss = learner_update(learner, buf.sample(32))
        learner = eqx.tree_at(lambda l: l.num_updates, learner, learner.num_updates + 1)
        print(f"step {step} td loss {float(loss):.4f} updates {int(learner.num_updates)}")


if __name__ == "__main__":
    main()
