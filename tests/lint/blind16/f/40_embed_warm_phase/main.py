import jax
import numpy as np

from train import FREEZE_EPOCHS, model, train_step, tx


def make_data(n=256, seed=0):
    rng = np.random.default_rng(seed)
    cats = np.stack([rng.integers(0, c, n) for c in (12, 7, 31)], axis=1).astype(np.int32)
    nums = rng.normal(size=(n, 5)).astype(np.float32)
    y = (nums[:, 0] + 0.1 * cats[:, 1] + 0.05 * rng.normal(size=n)).astype(np.float32)
    return cats, nums, y


def main():
    cats, nums, y = make_data()
    params = model.init(jax.random.PRNGKey(0), cats[:1], nums[:1])
    opt_state = tx.init(params)
    for epoch in range(6):
        for i in range(0, 256, 64):
            params, opt_state, loss = train_step(
                params, opt_state, cats[i:i + 64], nums[i:i + 64], y[i:i + 64],
                freeze_embeddings=epoch < FREEZE_EPOCHS)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
