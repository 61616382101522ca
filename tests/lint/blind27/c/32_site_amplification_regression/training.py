import jax
import jax.numpy as jnp
import optax


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def build_stage(lr):
    tx = optax.sgd(lr, momentum=0.9)

    @jax.jit
    def stage_step(w, state, x, y):
        g = jax.grad(loss_fn)(w, x, y)
        u, state = tx.update(g, state)
        return optax.apply_updates(w, u), state

    return tx, stage_step
