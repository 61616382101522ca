import jax
import jax.numpy as jnp
from config import SCHEDULE


def log_prob(x):
    return -0.5 * jnp.sum(x ** 2) - 0.1 * jnp.sum(x ** 4)


@jax.jit
def ula_step(x, key, eps):
    g = jax.grad(log_prob)(x)
    noise = jax.random.normal(key, x.shape)
    return x + eps * g + jnp.sqrt(2.0 * eps) * noise


key = jax.random.PRNGKey(0)
x = jnp.zeros(3)
for eps in SCHEDULE:
    for _ in range(5):
        key, sub = jax.random.split(key)
        x = ula_step(x, sub, eps)
print(x)
