import jax
import numpy as np

from model import IntentClassifier
from train import create_state, eval_accuracy, train_step

VOCAB, SEQ, N_INTENTS, N_FOLDS = 100, 12, 5, 3


def make_dataset(n=60, seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    labels = (ids[:, 0] % N_INTENTS).astype(np.int32)
    return ids, labels


def kfold_indices(n, k):
    folds = np.array_split(np.arange(n), k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, val


def main():
    ids, labels = make_dataset()
    model = IntentClassifier(VOCAB, N_INTENTS)
    scores = []
    for fold, (tr, va) in enumerate(kfold_indices(len(ids), N_FOLDS)):
        state = create_state(model, jax.random.PRNGKey(fold), ids[:1], learning_rate=1e-2)
        for epoch in range(3):
            state, loss = train_step(state, ids[tr], labels[tr])
        acc = eval_accuracy(state, ids[va], labels[va])
        scores.append(float(acc))
        print(f"fold {fold}: loss {float(loss):.3f} acc {float(acc):.3f}")
    print("mean acc", np.mean(scores))


if __name__ == "__main__":
    main()
