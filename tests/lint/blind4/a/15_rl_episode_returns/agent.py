import jax
import jax.numpy as jnp


@jax.jit
def discounted_returns(rewards, gamma):
    def back(carry, r):
        g = r + gamma * carry
        return g, g

    _, rets = jax.lax.scan(back, 0.0, rewards[::-1])
    return rets[::-1]


def run_episode(env, policy_logit, rng):
    obs, done, rewards = env.reset(), False, []
    while not done:
        action = int(rng.random() < jax.nn.sigmoid(policy_logit))
        obs, r, done = env.step(action)
        rewards.append(r)
    return jnp.asarray(rewards, dtype=jnp.float32)
