import functools

import jax
import jax.numpy as jnp
import optax

from features import batch_iter, make_frame

tx = optax.sgd(0.1, momentum=0.9)


@functools.partial(jax.jit, static_argnames="columns")
def train_step(params, opt_state, x, y, columns):
    scale = jnp.array([10.0 if c == "income" else 1.0 for c in columns])

    def loss_fn(p):
        logits = (x / scale) @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    frame = make_frame()
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y, columns in batch_iter(frame, 64):
            params, opt_state, loss = train_step(params, opt_state, x, y, columns=columns)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
