import equinox as eqx
import jax
import numpy as np
import optax

from model import ConvClassifier

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def accuracy(model, x, y):
    return (jax.vmap(model)(x).argmax(-1) == y).mean()


def kfold_indices(n, k):
    folds = np.array_split(np.arange(n), k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, val


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 1, 8, 8)).astype(np.float32)
    y = rng.integers(0, 3, size=48).astype(np.int32)
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(x), 4)):
        model = ConvClassifier(jax.random.PRNGKey(fold))
        opt_state = optim.init(eqx.filter(model, eqx.is_array))
        for i in range(0, 36, 12):
            idx = tr[i:i + 12]
            model, opt_state, loss = train_step(model, opt_state, x[idx], y[idx])
        scores.append(float(accuracy(model, x[va], y[va])))
    print("cv accuracy", np.mean(scores))


if __name__ == "__main__":
    main()
