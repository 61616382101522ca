import jax
import jax.numpy as jnp
import numpy as np

from model import GumbelSoftmaxVAE
from train import anneal, train_step

EPOCHS = 5


def main():
    rng = np.random.default_rng(0)
    data = jnp.asarray(rng.uniform(size=(24, 10)) < 0.3, jnp.float32)
    model = GumbelSoftmaxVAE(10, 4, jax.random.PRNGKey(0), temperature=2.0)
    key = jax.random.PRNGKey(1)
    for epoch in range(EPOCHS):
        model = anneal(model, epoch)
        for i in range(0, 24, 8):
            key, sub = jax.random.split(key)
            model, loss = train_step(model, data[i:i + 8], sub)
        print(f"epoch {epoch} temperature {model.temperature:.3f} -elbo {float(loss):.3f}")


if __name__ == "__main__":
    main()
