import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from ensemble import TemporalEnsembler

OBS, ACT, CHUNK = 6, 2, 5


class ChunkPolicy(nnx.Module):
    def __init__(self, rngs):
        self.net = nnx.Linear(OBS, CHUNK * ACT, rngs=rngs)

    def __call__(self, obs):
        return self.net(obs).reshape(CHUNK, ACT)


@nnx.jit
def predict_chunk(policy, obs):
    return policy(obs)


def main():
    policy = ChunkPolicy(nnx.Rngs(0))
    ens = TemporalEnsembler(CHUNK)
    rng = np.random.default_rng(0)
    for episode in range(2):
        ens.reset()
        obs = rng.normal(size=OBS).astype(np.float32)
        for t in range(10):
            ens.add(t, predict_chunk(policy, jnp.asarray(obs)))
            action = ens.act(t)
            obs[:ACT] += 0.1 * np.asarray(action)
        print(episode, obs[:ACT])


if __name__ == "__main__":
    main()
