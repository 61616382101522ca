import functools

import jax
import jax.numpy as jnp
import optax

from features import batch_iter, make_frame

ALL_COLUMNS = ("age", "balance", "income", "products", "promo", "tenure")
tx = optax.sgd(0.1, momentum=0.9)


@functools.partial(jax.jit, static_argnames="active")
def train_step(params, opt_state, x, y, active):
    keep = jnp.array([c in active for c in ALL_COLUMNS], jnp.float32)

    def loss_fn(p):
        logits = (x * keep) @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    frame = make_frame()
    params = {"w": jnp.zeros(len(ALL_COLUMNS)), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y, active in batch_iter(frame, 64):
            params, opt_state, loss = train_step(params, opt_state, x, y, active=active)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
