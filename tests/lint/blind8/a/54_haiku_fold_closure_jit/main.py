import haiku as hk
import jax
import numpy as np
import optax

from net import forward

N_FOLDS = 4
STEPS = 5


def train_fold(x_tr, y_tr, x_va, y_va, seed):
    model = hk.without_apply_rng(hk.transform(forward))
    tx = optax.adam(1e-2)
    params = model.init(jax.random.PRNGKey(seed), x_tr[:1])
    opt_state = tx.init(params)

    @jax.jit
    def update(params, opt_state, x, y):
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    for _ in range(STEPS):
        params, opt_state, loss = update(params, opt_state, x_tr, y_tr)
    return float((model.apply(params, x_va).argmax(-1) == y_va).mean())


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(120, 10)).astype(np.float32)
    y = rng.integers(0, 3, size=120).astype(np.int32)
    folds = np.array_split(rng.permutation(120), N_FOLDS)
    scores = []
    for k in range(N_FOLDS):
        va = folds[k]
        tr = np.concatenate([folds[j] for j in range(N_FOLDS) if j != k])
        scores.append(train_fold(x[tr], y[tr], x[va], y[va], seed=k))
        print(f"fold {k}: acc {scores[-1]:.3f}")
    print(f"mean acc {np.mean(scores):.3f}")


if __name__ == "__main__":
    main()
