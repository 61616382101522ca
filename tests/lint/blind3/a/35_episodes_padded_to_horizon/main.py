import jax
import jax.numpy as jnp
import numpy as np

from rollout import ChainEnv, pad_episode

HORIZON = 32
GAMMA = 0.95


@jax.jit
def discounted_return(rewards, mask):
    discounts = GAMMA ** jnp.arange(rewards.shape[0])
    return jnp.sum(rewards * mask * discounts)


def main():
    env = ChainEnv(seed=3)
    returns, lengths = [], []
    for ep in range(8):
        rewards = env.episode(HORIZON)
        padded, mask = pad_episode(rewards, HORIZON)
        returns.append(float(discounted_return(padded, mask)))
        lengths.append(len(rewards))
    print("lengths", lengths)
    print("mean return", np.mean(returns))


if __name__ == "__main__":
    main()
