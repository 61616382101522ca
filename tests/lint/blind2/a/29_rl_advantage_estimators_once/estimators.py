import jax
import jax.numpy as jnp


def monte_carlo(rewards, values, gamma=0.99):
    def body(g, r):
        g = r + gamma * g
        return g, g
    _, ret = jax.lax.scan(body, 0.0, rewards[::-1])
    return ret[::-1] - values


def td_error(rewards, values, gamma=0.99):
    next_v = jnp.append(values[1:], 0.0)
    return rewards + gamma * next_v - values


def gae(rewards, values, gamma=0.99, lam=0.95):
    deltas = td_error(rewards, values, gamma)
    def body(a, d):
        a = d + gamma * lam * a
        return a, a
    _, adv = jax.lax.scan(body, 0.0, deltas[::-1])
    return adv[::-1]


ESTIMATORS = {"mc": monte_carlo, "td": td_error, "gae": gae}
