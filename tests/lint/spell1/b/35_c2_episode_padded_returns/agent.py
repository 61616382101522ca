import jax
import jax.numpy as jnp

GAMMA = 0.97


@jax.jit
def discounted_returns(rewards, valid):
    def body(carry, inp):
        r, m = inp
        g = (r + GAMMA * carry) * m
        return g, g

    _, rets = jax.lax.scan(body, 0.0, (rewards, valid), reverse=True)
    n = valid.sum()
    mean = jnp.sum(rets * valid) / n
    std = jnp.sqrt(jnp.sum(((rets - mean) * valid) ** 2) / n)
    return (rets - mean) / (std + 1e-6) * valid


def policy_prob(params, obs):
    return jax.nn.sigmoid(obs @ params)
