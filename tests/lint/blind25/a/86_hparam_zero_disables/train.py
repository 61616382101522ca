import jax
import jax.numpy as jnp


@jax.jit
def momentum_step(w, v, x, y, hp):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2) + hp["l2"] * jnp.sum(w ** 2)
    l, g = jax.value_and_grad(loss)(w)
    v = hp["momentum"] * v + g
    return w - hp["lr"] * v, v, l


def run(hp, x, y, steps=40):
    w = jnp.zeros(x.shape[1])
    v = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w, v, l = momentum_step(w, v, x, y, hp)
    return l
