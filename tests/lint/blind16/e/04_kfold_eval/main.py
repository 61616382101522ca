import jax
import jax.numpy as jnp
import optax
import numpy as np


def make_dataset(n=103, d=6, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = (x @ w > 0).astype(np.float32)
    return x, y


def _pad(idx, size):
    mask = np.zeros(size, np.float32)
    mask[: len(idx)] = 1.0
    out = np.zeros(size, np.int64)
    out[: len(idx)] = idx
    return out, mask


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(perm, k)
    val_size = -(-n // k)
    train_size = n - n // k
    for i in range(k):
        train_idx = np.concatenate([folds[j] for j in range(k) if j != i])
        yield _pad(train_idx, train_size), _pad(folds[i], val_size)


optimizer = optax.adam(1e-2)


def logits_fn(params, x):
    return x @ params["w"] + params["b"]


def loss_fn(params, x, y, mask):
    per_example = optax.sigmoid_binary_cross_entropy(logits_fn(params, x), y)
    return jnp.sum(per_example * mask) / jnp.sum(mask)


@jax.jit
def train_step(params, opt_state, x, y, mask):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, mask)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def evaluate(params, x, y, mask):
    correct = (logits_fn(params, x) > 0) == (y > 0.5)
    return jnp.sum(correct * mask) / jnp.sum(mask)


def main():
    x, y = make_dataset()
    scores = []
    for fold, ((tr, tr_mask), (va, va_mask)) in enumerate(kfold_indices(len(x), k=5)):
        params = {"w": jnp.zeros((x.shape[1],)), "b": jnp.zeros(())}
        opt_state = optimizer.init(params)
        for _ in range(10):
            params, opt_state, loss = train_step(params, opt_state, x[tr], y[tr], tr_mask)
        acc = evaluate(params, x[va], y[va], va_mask)
        scores.append(float(acc))
        print(f"fold {fold}: loss={float(loss):.3f} acc={float(acc):.3f}")
    print("cv accuracy", sum(scores) / len(scores))


if __name__ == "__main__":
    main()
