import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from agent import RewardNet, act

N_ARMS = 4


def main():
    model = RewardNet(6, N_ARMS, nnx.Rngs(0))
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(1)
    picks = []
    for t in range(6):
        key, sub = jax.random.split(key)
        ctx = jnp.asarray(rng.normal(size=(16, 6)), jnp.float32)
        picks.append(np.asarray(act(model, ctx, sub)))
    print(np.bincount(np.concatenate(picks), minlength=N_ARMS))


if __name__ == "__main__":
    main()
