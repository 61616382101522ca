import jax
import jax.numpy as jnp
import numpy as np

from model import CrackSegNet
from train import train_step, tx


def main():
    rng = np.random.default_rng(29)
    images = rng.random((8, 16, 16, 1), dtype=np.float32)
    masks = (images[..., 0] > 0.8).astype(np.float32)
    model = CrackSegNet(dropout_rate=0.2)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)), train=False)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        for step in range(2):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, params, opt_state, images, masks, sub)
        print(epoch, model.dropout_rate, float(loss))


if __name__ == "__main__":
    main()
