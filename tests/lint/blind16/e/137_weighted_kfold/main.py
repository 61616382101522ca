import jax
import jax.numpy as jnp
import numpy as np
import optax

from folds import class_weights, stratified_folds

NUM_CLASSES = 3
tx = optax.adam(5e-2)


def weighted_loss(params, x, y, weights):
    logits = x @ params["w"] + params["b"]
    per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, y)
    return jnp.sum(per_ex * weights[y]) / jnp.sum(weights[y])


grad_fn = jax.jit(jax.value_and_grad(weighted_loss))


def main():
    rng = np.random.default_rng(0)
    y = rng.choice(NUM_CLASSES, size=90, p=[0.6, 0.3, 0.1]).astype(np.int32)
    x = (rng.normal(size=(90, 4)) + y[:, None]).astype(np.float32)
    for fold, (tr, va) in enumerate(stratified_folds(y, k=3)):
        weights = jnp.asarray(class_weights(y[tr], NUM_CLASSES))
        params = {"w": jnp.zeros((4, NUM_CLASSES)), "b": jnp.zeros(NUM_CLASSES)}
        opt_state = tx.init(params)
        for _ in range(10):
            loss, grads = grad_fn(params, x[tr], y[tr], weights)
            updates, opt_state = tx.update(grads, opt_state)
            params = optax.apply_updates(params, updates)
        acc = float(jnp.mean(jnp.argmax(x[va] @ params["w"] + params["b"], -1) == y[va]))
        print(f"fold {fold}: loss {float(loss):.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
