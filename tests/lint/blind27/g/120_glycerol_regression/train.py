import jax
import jax.numpy as jnp


@jax.jit
def sgd_momentum(params, velocity, x, y, hp):
    def loss(p):
        return jnp.mean((x @ p - y) ** 2) + hp["l2"] * jnp.sum(p ** 2)

    l, g = jax.value_and_grad(loss)(params)
    velocity = hp["momentum"] * velocity - hp["lr"] * g
    return params + velocity, velocity, l
