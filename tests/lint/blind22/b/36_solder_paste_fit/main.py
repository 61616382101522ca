import jax
import jax.numpy as jnp
import numpy as np

from model import PasteVolumeNet
from train import lr_for_epoch, sgd_step


def main():
    rng = np.random.default_rng(17)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (x @ rng.normal(size=8)).astype(np.float32)
    model = PasteVolumeNet(jax.random.PRNGKey(0))
    for epoch in range(4):
        lr = jnp.asarray(lr_for_epoch(0.05, epoch), dtype=jnp.float32)
        for i in range(0, 64, 16):
            model, loss = sgd_step(model, x[i:i + 16], y[i:i + 16], lr)
        print(epoch, float(lr), float(loss))


if __name__ == "__main__":
    main()
