from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SmallCNN

model = SmallCNN()
tx = optax.adamw(3e-3, weight_decay=1e-4)


@partial(jax.jit, static_argnames=("train",))
def forward_loss(params, batch_stats, images, labels, rng, train):
    out, mutated = model.apply({"params": params, "batch_stats": batch_stats}, images,
                               train=train, rngs={"dropout": rng}, mutable=["batch_stats"])
    loss = optax.softmax_cross_entropy_with_integer_labels(out, labels).mean()
    return loss, (mutated["batch_stats"], (out.argmax(-1) == labels).mean())


grad_fn = jax.value_and_grad(forward_loss, has_aux=True)


@jax.jit
def train_step(params, batch_stats, opt_state, images, labels, rng):
    (loss, (batch_stats, acc)), grads = grad_fn(params, batch_stats, images, labels, rng, True)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), batch_stats, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, 64).astype(np.int32)
    variables = model.init(jax.random.PRNGKey(0), x[:1], train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)

    for epoch in range(4):
        for i in range(0, 48, 16):
            key, sub = jax.random.split(key)
            params, batch_stats, opt_state, loss = train_step(
                params, batch_stats, opt_state, x[i:i + 16], y[i:i + 16], sub)
        for train in (True, False):
            # compare the train-mode and inference-mode metrics on the held-out rows
            val_loss, (_, acc) = forward_loss(params, batch_stats, x[48:], y[48:], key, train=train)
            print(f"epoch {epoch} train={train}: val loss {float(val_loss):.4f} acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
