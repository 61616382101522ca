import jax
import numpy as np

from model import init_vae
from train import kl_anneal, make_train_step, optimizer

NUM_EPOCHS = 5
BATCH = 32


def batches(data, rng):
    idx = rng.permutation(len(data))
    for i in range(0, len(data) - BATCH + 1, BATCH):
        yield data[idx[i:i + BATCH]]


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(128, 64)).astype(np.float32)

    key = jax.random.PRNGKey(0)
    params = init_vae(key)
    opt_state = optimizer.init(params)

    for epoch in range(NUM_EPOCHS):
        step_fn = make_train_step()
        beta = kl_anneal(epoch)
        losses = []
        for batch in batches(data, rng):
            key, sub = jax.random.split(key)
            params, opt_state, loss = step_fn(params, opt_state, batch, sub, beta)
            losses.append(float(loss))
        print(f"epoch {epoch}: elbo {np.mean(losses):.3f} beta {beta:.2f}")


if __name__ == "__main__":
    main()
