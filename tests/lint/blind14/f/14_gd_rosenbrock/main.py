import jax
import jax.numpy as jnp
import optax


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


opt = optax.sgd(1e-3, momentum=0.9)


@jax.jit
def update(x, state):
    loss, g = jax.value_and_grad(rosenbrock)(x)
    updates, state = opt.update(g, state)
    return optax.apply_updates(x, updates), state, loss


for start in [-1.0, 0.0, 0.5]:
    x = jnp.full((4,), start, dtype=jnp.float32)
    state = opt.init(x)
    for _ in range(20):
        x, state, loss = update(x, state)
    print(start, float(loss))
