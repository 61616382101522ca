import jax
import jax.numpy as jnp
import numpy as np

from training import bayes_by_backprop_step, init_variational, make_optimizer, sample_forward

N_FOLDS, STEPS, LR = 3, 4, 1e-2


def kfold_indices(n, k, rng):
    folds = np.array_split(rng.permutation(n), k)
    for i in range(k):
        yield np.concatenate([folds[j] for j in range(k) if j != i]), folds[i]


def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(-2, 2, size=(120, 1)).astype(np.float32)
    y = (np.sin(2 * x[:, 0]) + 0.1 * rng.standard_normal(120)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    scores = []
    for train_idx, test_idx in kfold_indices(len(x), N_FOLDS, rng):
        optimizer = make_optimizer(LR)
        q = init_variational(jax.random.PRNGKey(1), 1, 16)
        opt_state = optimizer.init(q)
        for _ in range(STEPS):
            key, sub = jax.random.split(key)
            q, opt_state, loss = bayes_by_backprop_step(q, opt_state, sub, x[train_idx], y[train_idx], optimizer)
        pred = sample_forward(q, key, jnp.asarray(x[test_idx]))
        scores.append(float(jnp.mean((pred - y[test_idx]) ** 2)))
    print("fold MSE:", np.round(scores, 3))


if __name__ == "__main__":
    main()
