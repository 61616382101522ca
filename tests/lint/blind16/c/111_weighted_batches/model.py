import jax
import jax.numpy as jnp
import optax

optimizer = optax.sgd(0.05)


def loss_fn(theta, batch):
    pred = theta[0] * jnp.exp(-theta[1] * batch["x"])
    r2 = (pred - batch["y"]) ** 2
    if "w" in batch:
        return jnp.sum(batch["w"] * r2) / jnp.sum(batch["w"])
    return jnp.mean(r2)


@jax.jit
def update(theta, opt_state, batch):
    loss, g = jax.value_and_grad(loss_fn)(theta, batch)
    updates, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(theta, updates), opt_state, loss
