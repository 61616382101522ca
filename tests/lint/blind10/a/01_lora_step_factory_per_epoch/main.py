import jax
import numpy as np

from lora import init_lora, make_train_step

D_MODEL, N_CLASSES, RANK, ALPHA = 32, 4, 4, 8.0


def batches(rng, n_batches, bs=16):
    for _ in range(n_batches):
        x = rng.normal(size=(bs, D_MODEL)).astype(np.float32)
        y = rng.integers(0, N_CLASSES, size=(bs,))
        yield x, y


def main():
    key = jax.random.PRNGKey(0)
    base_w = jax.random.normal(key, (D_MODEL, N_CLASSES)) * 0.1
    adapter = init_lora(key, D_MODEL, N_CLASSES, RANK)
    rng = np.random.default_rng(0)
    lr = 1e-2
    for epoch in range(5):
        train_step = make_train_step(base_w, ALPHA, RANK, lr)
        for x, y in batches(rng, 3):
            adapter, loss = train_step(adapter, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
