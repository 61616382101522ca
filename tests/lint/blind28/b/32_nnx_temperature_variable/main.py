import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import ItemBuildPolicy, build_distribution


def anneal(policy, phase):
    policy.temperature[...] = jnp.maximum(0.3, 1.0 - 0.2 * phase)


def main():
    rng = np.random.default_rng(0)
    policy = ItemBuildPolicy(90, 16, nnx.Rngs(0))
    for phase in range(6):
        anneal(policy, phase)
        owned = rng.integers(0, 90, size=(32, 5)).astype(np.int32)
        probs = build_distribution(policy, owned)
        print(phase, float(policy.temperature[...]), float(probs.max()))


if __name__ == "__main__":
    main()
