import jax
import jax.numpy as jnp


@jax.jit
def discounted_stats(rewards, gamma):
    def step(acc, r):
        acc = r + gamma * acc
        return acc, acc

    _, returns_to_go = jax.lax.scan(step, 0.0, rewards[::-1])
    returns_to_go = returns_to_go[::-1]
    equity = jnp.cumsum(rewards)
    drawdown = jnp.max(jax.lax.cummax(equity) - equity)
    return returns_to_go[0], drawdown
