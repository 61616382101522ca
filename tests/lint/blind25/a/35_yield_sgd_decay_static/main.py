import jax.numpy as jnp
import numpy as np

from config import CONFIG, lr_for_epoch
from train import sgd_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 5)).astype(np.float32)
    y = (x @ np.array([0.8, -0.3, 0.5, 0.1, 0.0]) + 9.0).astype(np.float32)
    w = {"coef": jnp.zeros(5), "bias": jnp.zeros(())}
    bs = CONFIG["batch_size"]
    for epoch in range(CONFIG["epochs"]):
        lr = lr_for_epoch(epoch)
        for i in range(0, len(x), bs):
            w, loss = sgd_step(w, x[i:i + bs], y[i:i + bs], lr)
        print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
