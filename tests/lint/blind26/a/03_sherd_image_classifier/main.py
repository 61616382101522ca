import numpy as np
import jax
import jax.numpy as jnp
import optax

from data import SherdImages
from model import SherdNet
from train import make_train_step


def main():
    ds = SherdImages()
    model = SherdNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        losses = []
        for images, labels in ds.batches(32, rng):
            params, opt_state, loss = train_step(params, opt_state, images, labels)
            losses.append(float(loss))
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
