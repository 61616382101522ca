import jax
import jax.numpy as jnp


def init_weights(key, n):
    k1, k2 = jax.random.split(key)
    return {"A": jnp.eye(n) * 0.9 + 0.01 * jax.random.normal(k1, (n, n)),
            "B": 0.1 * jax.random.normal(k2, (n, 2))}


@jax.jit
def rollout(weights, x0, forcing_chunk):
    def step(x, f):
        x = jnp.tanh(weights["A"] @ x + weights["B"] @ f)
        return x, x

    return jax.lax.scan(step, x0, forcing_chunk)
