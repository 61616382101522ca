import jax
import numpy as np

from model import PatchClassifier
from train import create_state, eval_step, make_optimizer, set_learning_rate, train_step

NUM_FOLDS = 4
STEPS_PER_FOLD = 3
FOLD_LRS = (1e-3, 3e-3, 1e-3, 3e-3)


def kfold_indices(n, k, rng):
    perm = rng.permutation(n)
    folds = np.split(perm, k)
    for i in range(k):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train_idx, folds[i]


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(48, 6, 6, 3)).astype(np.float32)
    labels = rng.integers(0, 5, size=48)

    model = PatchClassifier()
    tx = make_optimizer()
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(images), NUM_FOLDS, rng)):
        key = jax.random.PRNGKey(fold)
        state = set_learning_rate(create_state(model, key, images[:1], tx), FOLD_LRS[fold])
        for step in range(STEPS_PER_FOLD):
            key, sub = jax.random.split(key)
            state, loss = train_step(state, images[tr], labels[tr], sub)
        scores.append(float(eval_step(state, images[va], labels[va])))
        print(f"fold {fold}: loss={float(loss):.4f} val_acc={scores[-1]:.3f}")
    print(f"cv accuracy {np.mean(scores):.3f} +/- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
