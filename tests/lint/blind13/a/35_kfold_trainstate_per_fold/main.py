import jax
import numpy as np

from model import KeypointRegressor
from train import create_state, eval_step, train_step

N_FOLDS = 3
LR = 3e-3


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(48, 8, 8, 1)).astype(np.float32)
    keypoints = rng.uniform(0, 1, size=(48, 5, 2)).astype(np.float32)
    folds = np.array_split(rng.permutation(48), N_FOLDS)
    model = KeypointRegressor()
    errors = []
    for k in range(N_FOLDS):
        val_idx = folds[k]
        train_idx = np.concatenate([folds[j] for j in range(N_FOLDS) if j != k])
        state = create_state(model, jax.random.PRNGKey(k), images[:1], LR)
        for epoch in range(2):
            for i in range(0, len(train_idx), 16):
                idx = train_idx[i:i + 16]
                state, loss = train_step(state, images[idx], keypoints[idx])
        errors.append(float(eval_step(state, images[val_idx], keypoints[val_idx])))
        print(f"fold {k}: train loss {float(loss):.4f} val error {errors[-1]:.4f}")
    print(f"cv error {np.mean(errors):.4f}")


if __name__ == "__main__":
    main()
