import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax


def weighted_xent(params, x, y, class_weights):
    logits = x @ params["w"] + params["b"]
    per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, y)
    w = class_weights[y]
    return jnp.sum(per_ex * w) / jnp.sum(w)


def make_grad_fn(class_weights):
    return jax.jit(jax.value_and_grad(functools.partial(weighted_xent, class_weights=class_weights)))


NUM_CLASSES = 3
tx = optax.sgd(0.2)


def inverse_frequency(labels, num_classes):
    counts = np.bincount(labels, minlength=num_classes).astype(np.float32) + 1.0
    return jnp.asarray(counts.sum() / (num_classes * counts))


@jax.jit
def apply_grads(params, opt_state, grads):
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((4, NUM_CLASSES)), "b": jnp.zeros(NUM_CLASSES)}
    opt_state = tx.init(params)
    for epoch in range(4):
        x = rng.normal(size=(48, 4)).astype(np.float32)
        y = np.clip((x[:, 0] * 1.5 + 1).astype(np.int32), 0, NUM_CLASSES - 1)
        grad_fn = make_grad_fn(inverse_frequency(y, NUM_CLASSES))
        for i in range(0, 48, 16):
            loss, grads = grad_fn(params, x[i:i + 16], y[i:i + 16])
            params, opt_state = apply_grads(params, opt_state, grads)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
