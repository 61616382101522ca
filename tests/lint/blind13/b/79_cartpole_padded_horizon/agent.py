import jax
import jax.numpy as jnp
import numpy as np


def policy_logits(w, obs):
    return obs @ w


@jax.jit
def reinforce_grad(w, observations, actions, rewards, mask, gamma=0.99):
    def discounted(carry, inp):
        r, m = inp
        g = m * (r + gamma * carry)
        return g, g

    _, returns = jax.lax.scan(discounted, 0.0, (rewards[::-1], mask[::-1]))
    returns = returns[::-1]
    n = jnp.sum(mask)
    mean = jnp.sum(returns * mask) / n
    std = jnp.sqrt(jnp.sum(mask * (returns - mean) ** 2) / n)
    returns = mask * (returns - mean) / (std + 1e-6)

    def objective(w):
        logp = jax.nn.log_softmax(policy_logits(w, observations))
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return jnp.sum(chosen * returns)

    return jax.grad(objective)(w)


def act(w, obs, rng):
    logits = obs @ np.asarray(w)
    p = np.exp(logits - logits.max())
    p /= p.sum()
    return int(rng.choice(2, p=p))
