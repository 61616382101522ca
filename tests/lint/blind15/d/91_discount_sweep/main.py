import jax.numpy as jnp
import numpy as np

from returns import discounted_returns

GAMMAS = [0.9, 0.95, 0.97, 0.99, 0.995]


def main():
    rng = np.random.default_rng(0)
    rewards = rng.normal(size=(50, 8)).astype(np.float32)
    dones = (rng.random((50, 8)) < 0.05).astype(np.float32)
    for gamma in GAMMAS:
        ret = discounted_returns(rewards, dones, gamma)
        print(gamma, float(jnp.std(ret)))


if __name__ == "__main__":
    main()
