import jax
import jax.numpy as jnp
import numpy as np

from env import CartLine, collect_episode

GAMMA = 0.98


def reinforce_loss(w, obs, act, rew, mask):
    def disc(carry, r):
        carry = r + GAMMA * carry
        return carry, carry
    _, returns = jax.lax.scan(disc, 0.0, rew[::-1])
    returns = returns[::-1]
    n = mask.sum()
    mean = (returns * mask).sum() / n
    std = jnp.sqrt((((returns - mean) * mask) ** 2).sum() / n)
    returns = (returns - mean) / (std + 1e-6)
    logits = obs @ w
    logp = jax.nn.log_softmax(logits)[jnp.arange(act.shape[0]), act]
    return -(logp * returns * mask).sum() / n


@jax.jit
def policy_update(w, obs, act, rew, mask):
    loss, g = jax.value_and_grad(reinforce_loss)(w, obs, act, rew, mask)
    return w - 0.05 * g, loss


def main():
    env = CartLine(seed=1)
    rng = np.random.default_rng(0)
    w = jnp.zeros((2, 2))
    for ep in range(8):
        obs, act, rew, mask = collect_episode(env, lambda o: int(rng.integers(2)))
        w, loss = policy_update(w, obs, act, rew, mask)
        print(ep, int(mask.sum()), float(loss))


if __name__ == "__main__":
    main()
