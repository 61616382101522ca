import jax
import numpy as np
import optax

from model import SurrogateMLP, create_state, eval_loss, train_step

N_FOLDS = 3


def pendulum_period_dataset(n=150, seed=0):
    rng = np.random.default_rng(seed)
    length = rng.uniform(0.2, 2.0, n)
    amplitude = rng.uniform(0.05, 1.2, n)
    period = 2 * np.pi * np.sqrt(length / 9.81) * (1 + amplitude**2 / 16)
    return np.stack([length, amplitude], axis=1).astype(np.float32), period.astype(np.float32)


def make_optimizer(lr=3e-3, weight_decay=1e-4):
    return optax.adamw(lr, weight_decay=weight_decay)


def kfold_scores(inputs, targets, steps=2):
    model = SurrogateMLP()
    folds = np.array_split(np.random.default_rng(1).permutation(len(inputs)), N_FOLDS)
    scores = []
    for k in range(N_FOLDS):
        val = folds[k]
        trn = np.concatenate([folds[j] for j in range(N_FOLDS) if j != k])
        state = create_state(model, make_optimizer(), jax.random.PRNGKey(k), inputs.shape[1])
        for _ in range(steps):
            state, _ = train_step(state, inputs[trn], targets[trn])
        scores.append(float(eval_loss(state, inputs[val], targets[val])))
    return scores


if __name__ == "__main__":
    x, y = pendulum_period_dataset()
    print("validation MSE per fold:", np.round(kfold_scores(x, y), 4))
