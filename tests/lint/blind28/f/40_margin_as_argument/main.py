import jax.numpy as jnp
import numpy as np

from train import train_epoch


def main():
    rng = np.random.default_rng(0)
    triplets = [tuple(rng.normal(size=(16, 40)).astype(np.float32) for _ in range(3)) for _ in range(4)]
    params = {"w": jnp.asarray(rng.normal(size=(40, 16)) * 0.1, jnp.float32)}
    for epoch in range(4):
        params, loss = train_epoch(params, triplets, epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
