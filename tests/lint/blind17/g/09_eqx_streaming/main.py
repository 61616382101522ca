import jax
import numpy as np

from model import StreamingRegressor, partial_fit


def main():
    rng = np.random.default_rng(0)
    model = StreamingRegressor(jax.random.PRNGKey(0))
    true_w = rng.normal(size=5).astype(np.float32)
    for _ in range(5):
        x = rng.normal(size=(16, 5)).astype(np.float32)
        y = x @ true_w
        model, loss = partial_fit(model, x, y, 0.05)
        print("batches", model.seen_batches, "loss", float(loss))


if __name__ == "__main__":
    main()
