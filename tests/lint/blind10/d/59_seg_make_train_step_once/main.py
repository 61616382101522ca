import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import MiniUNet
from train import make_train_step

EPOCHS = 4


def batches(rng, n=2, bs=2, hw=8):
    for _ in range(n):
        images = rng.normal(size=(bs, hw, hw, 3)).astype(np.float32)
        masks = (images[..., 0] > 0).astype(np.int32) + (images[..., 1] > 0.5).astype(np.int32)
        yield jnp.asarray(images), jnp.asarray(masks)


def main():
    rng = np.random.default_rng(0)
    model = MiniUNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3)))["params"]
    tx = optax.adam(3e-3)
    opt_state = tx.init(params)
    step_fn = make_train_step(model, tx)
    for epoch in range(EPOCHS):
        for images, masks in batches(rng):
            params, opt_state, loss = step_fn(params, opt_state, images, masks)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
