from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

OBS_DIM, ACT_DIM, CHUNK = 8, 3, 6
EPISODE_LEN = 30


class ChunkPolicy(nnx.Module):
    def __init__(self, rngs):
        self.trunk = nnx.Linear(OBS_DIM, 64, rngs=rngs)
        self.head = nnx.Linear(64, CHUNK * ACT_DIM, rngs=rngs)

    def __call__(self, obs):
        h = nnx.relu(self.trunk(obs))
        return self.head(h).reshape(obs.shape[0], CHUNK, ACT_DIM)


@partial(jax.jit, static_argnums=(2,))
def predict_actions(state, obs, horizon):
    model = nnx.merge(graphdef, state)
    chunk = model(obs[None])[0]
    return chunk[:horizon]


class ToyReacher:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.rng.normal(size=OBS_DIM).astype(np.float32)
        return self.pos.copy()

    def step(self, action):
        self.pos[:ACT_DIM] += 0.05 * np.asarray(action)
        return self.pos.copy()


def rollout(state, env):
    obs = env.reset()
    t = 0
    total = 0.0
    while t < EPISODE_LEN:
        horizon = min(CHUNK, EPISODE_LEN - t)
        actions = predict_actions(state, jnp.asarray(obs), horizon)
        # execute the first action, re-plan next step (receding horizon)
        obs = env.step(actions[0])
        total += float(-np.linalg.norm(obs[:ACT_DIM]))
        t += 1
    return total


model = ChunkPolicy(nnx.Rngs(0))
graphdef, state = nnx.split(model)

if __name__ == "__main__":
    for ep in range(2):
        print("episode", ep, "return", rollout(state, ToyReacher(ep)))
