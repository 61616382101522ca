import jax
import jax.numpy as jnp
import numpy as np

from env import UserSessionEnv, rollout

GAMMA = 0.9
LR = 0.05


def discounted(rewards):
    def body(carry, r):
        carry = r + GAMMA * carry
        return carry, carry

    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


@jax.jit
def reinforce_update(theta, obs, actions, rewards, valid):
    returns = discounted(rewards * valid)
    n = jnp.maximum(valid.sum(), 1.0)
    mean = (returns * valid).sum() / n
    std = jnp.sqrt((((returns - mean) * valid) ** 2).sum() / n)
    returns = (returns - mean) / (std + 1e-6) * valid

    def loss(t):
        logp = jax.nn.log_softmax(obs @ t)
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -jnp.sum(chosen * returns) / n

    return theta - LR * jax.grad(loss)(theta)


def main():
    env = UserSessionEnv()
    theta = jnp.zeros((env.obs_dim, env.num_clusters))
    rng = np.random.default_rng(1)

    def policy(o):
        logits = np.asarray(o @ theta)
        p = np.exp(logits - logits.max())
        return int(rng.choice(env.num_clusters, p=p / p.sum()))

    for episode in range(6):
        obs, actions, rewards, valid = rollout(env, policy)
        theta = reinforce_update(theta, obs, actions, rewards, valid)
        print(f"episode {episode}: length {int(valid.sum())} clicks {rewards.sum():.0f}")


if __name__ == "__main__":
    main()
