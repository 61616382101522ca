import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_arms", "horizon"))
def simulate_ucb(key, true_ctr, n_arms, horizon):
    def body(carry, k):
        pulls, wins, t = carry
        mean = wins / jnp.maximum(pulls, 1.0)
        bonus = jnp.sqrt(2.0 * jnp.log(t + 1.0) / jnp.maximum(pulls, 1.0))
        arm = jnp.argmax(jnp.where(pulls == 0, jnp.inf, mean + bonus))
        reward = jax.random.bernoulli(k, true_ctr[arm]).astype(jnp.float32)
        return (pulls.at[arm].add(1.0), wins.at[arm].add(reward), t + 1.0), reward

    init = (jnp.zeros(n_arms), jnp.zeros(n_arms), jnp.float32(0.0))
    _, rewards = jax.lax.scan(body, init, jax.random.split(key, horizon))
    return rewards.sum()
