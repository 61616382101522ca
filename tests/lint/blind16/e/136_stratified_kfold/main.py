import jax
import jax.numpy as jnp
import numpy as np
import optax


def stratified_folds(y, k, seed=0):
    rng = np.random.default_rng(seed)
    idx = np.arange(len(y))
    folds = [[] for _ in range(k)]
    for c in np.unique(y):
        members = rng.permutation(idx[y == c])
        for j, i in enumerate(members):
            folds[j % k].append(i)
    for f in range(k):
        val = np.array(sorted(folds[f]))
        train = np.setdiff1d(idx, val)
        yield train[: len(y) - len(y) // k - 2], val[: len(y) // k - 2]


def class_weights(y, num_classes):
    counts = np.bincount(y, minlength=num_classes).astype(np.float32)
    return len(y) / (num_classes * np.maximum(counts, 1.0))


NUM_CLASSES = 3
tx = optax.adam(5e-2)


def make_weighted_loss(weights):
    def loss(params, x, y):
        logits = x @ params["w"] + params["b"]
        per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, y)
        return jnp.sum(per_ex * weights[y]) / jnp.sum(weights[y])

    return loss


def main():
    rng = np.random.default_rng(0)
    y = rng.choice(NUM_CLASSES, size=90, p=[0.6, 0.3, 0.1]).astype(np.int32)
    x = (rng.normal(size=(90, 4)) + y[:, None]).astype(np.float32)
    for fold, (tr, va) in enumerate(stratified_folds(y, k=3)):
        loss_fn = make_weighted_loss(jnp.asarray(class_weights(y[tr], NUM_CLASSES)))
        grad_fn = jax.jit(jax.value_and_grad(loss_fn))
        params = {"w": jnp.zeros((4, NUM_CLASSES)), "b": jnp.zeros(NUM_CLASSES)}
        opt_state = tx.init(params)
        for _ in range(10):
            loss, grads = grad_fn(params, x[tr], y[tr])
            updates, opt_state = tx.update(grads, opt_state)
            params = optax.apply_updates(params, updates)
        acc = float(jnp.mean(jnp.argmax(x[va] @ params["w"] + params["b"], -1) == y[va]))
        print(f"fold {fold}: loss {float(loss):.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
