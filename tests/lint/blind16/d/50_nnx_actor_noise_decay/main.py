import jax
import numpy as np
from flax import nnx

from actor import NoisyActor, explore

OBS, ACT = 6, 2


def main():
    actor = NoisyActor(OBS, ACT, nnx.Rngs(0))
    key = jax.random.PRNGKey(1)
    rng = np.random.default_rng(0)
    for episode in range(5):
        obs = rng.normal(size=(4, OBS)).astype(np.float32)
        for t in range(3):
            key, sub = jax.random.split(key)
            a = explore(actor, obs, sub)
            obs = obs + 0.1 * np.pad(np.asarray(a), ((0, 0), (0, OBS - ACT)))
        actor.decay_noise()
        print(episode, float(actor.noise_scale))


if __name__ == "__main__":
    main()
