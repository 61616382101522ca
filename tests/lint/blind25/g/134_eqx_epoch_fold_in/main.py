import numpy as np
import jax

from model import SpoilageClassifier
from train import noisy_epoch_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] > 0).astype(np.float32)
    model = SpoilageClassifier(jax.random.PRNGKey(0))
    base_key = jax.random.PRNGKey(42)
    for epoch in range(6):
        model, loss = noisy_epoch_step(model, x, y, base_key, epoch)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
