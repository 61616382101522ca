import jax
import jax.numpy as jnp


@jax.jit
def holt_block(block, level, trend, alpha=0.3, beta=0.1):
    def body(carry, y):
        l, b = carry
        l_new = alpha * y + (1 - alpha) * (l + b)
        b_new = beta * (l_new - l) + (1 - beta) * b
        return (l_new, b_new), l + b

    (level, trend), fitted = jax.lax.scan(body, (level, trend), block)
    return level, trend, fitted
