import jax
import numpy as np
import optax

from model import init_vae
from train import kl_anneal, make_train_step

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
    optimizer = optax.adam(1e-3)
    opt_state = optimizer.init(params)

    for epoch in range(NUM_EPOCHS):
        step_fn = make_train_step(optimizer, beta=kl_anneal(epoch))
        losses = []
        for batch in batches(data, rng):
            key, sub = jax.random.split(key)
            params, opt_state, loss = step_fn(params, opt_state, batch, sub)
            losses.append(float(loss))
        print(f"epoch {epoch}: elbo {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
