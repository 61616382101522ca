import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TinySegNet, create_state, train_step

NUM_FOLDS = 4
STEPS_PER_FOLD = 2


def make_data(rng, n=8, hw=8):
    images = rng.normal(size=(n, hw, hw, 3)).astype(np.float32)
    masks = rng.integers(0, 3, size=(n, hw, hw)).astype(np.int32)
    return images, masks


def kfold_indices(n, k):
    folds = np.array_split(np.arange(n), k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, val


def main():
    rng = np.random.default_rng(0)
    images, masks = make_data(rng)
    model = TinySegNet()
    tx = optax.adamw(1e-3, weight_decay=1e-4)
    scores = []
    for fold, (train_idx, val_idx) in enumerate(kfold_indices(len(images), NUM_FOLDS)):
        state = create_state(jax.random.PRNGKey(fold), model, tx, images.shape[1:])
        for _ in range(STEPS_PER_FOLD):
            state, loss = train_step(state, images[train_idx], masks[train_idx])
        scores.append(float(loss))
    print("fold losses", np.round(scores, 4))


if __name__ == "__main__":
    main()
