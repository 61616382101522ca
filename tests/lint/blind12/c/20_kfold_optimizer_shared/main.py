import numpy as np
import jax
import optax

from train import fit_fold

K = 4


def main():
    rng = np.random.default_rng(0)
    cat = rng.integers(0, 50, size=(160, 3)).astype(np.int32)
    label = ((cat[:, 0] % 2) ^ (cat[:, 1] > 25)).astype(np.float32)
    folds = np.arange(len(cat)) % K
    optimizer = optax.adamw(1e-2, weight_decay=1e-4)
    losses = []
    for k in range(K):
        tr = folds != k
        _, loss = fit_fold(jax.random.PRNGKey(k), cat[tr], label[tr], optimizer)
        losses.append(loss)
    print("fold train losses", np.round(losses, 4))


if __name__ == "__main__":
    main()
