import jax
import numpy as np

from train import MLP, accuracy, create_state, train_step

N_FOLDS = 5
EPOCHS = 2


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(perm, k)
    for i in range(k):
        val = folds[i]
        tr = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield tr, val


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(100, 12)).astype(np.float32)
    y = rng.integers(0, 3, size=100).astype(np.int32)
    model = MLP()

    scores = []
    for fold, (tr, val) in enumerate(kfold_indices(len(x), N_FOLDS)):
        state = create_state(model, jax.random.PRNGKey(fold), x.shape[1], learning_rate=3e-3)
        for _ in range(EPOCHS):
            state, loss = train_step(state, x[tr[:80]], y[tr[:80]])
        scores.append(float(accuracy(state, x[val], y[val])))
        print(f"fold {fold}: loss {float(loss):.4f} acc {scores[-1]:.3f}")
    print(f"cv accuracy {np.mean(scores):.3f} +- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
