import functools

import jax
import jax.numpy as jnp
import optax

from data import Loader, ising_like_configs
from model import PhaseMLP

L = 6
model = PhaseMLP()
tx = optax.adam(1e-2)


@functools.partial(jax.jit, static_argnames=("train",))
def loss_and_grads(params, x, y, key, train):
    def loss_fn(p):
        logits = model.apply(p, x, train=train, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    return jax.value_and_grad(loss_fn)(params)


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


def main():
    x, y = ising_like_configs(256, L)
    xv, yv = ising_like_configs(64, L, seed=1)
    loader = Loader(x, y, batch_size=64)
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, L * L)), train=False)
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in loader:
            key, sub = jax.random.split(key)
            loss, grads = loss_and_grads(params, xb, yb, sub, train=True)
            params, opt_state = apply_grads(params, opt_state, grads)
        val_loss, _ = loss_and_grads(params, xv, yv, key, train=False)
        print(f"epoch {epoch} train {float(loss):.4f} val {float(val_loss):.4f}")


if __name__ == "__main__":
    main()
