import jax.numpy as jnp
import numpy as np

from dataset import mixed_dataset
from potential import update


def main():
    rng = np.random.default_rng(0)
    data = mixed_dataset(rng, 8)
    params = {"a": jnp.float32(0.5), "b": jnp.float32(1.0)}
    for epoch in range(2):
        losses = []
        for sample in data:
            params, loss = update(params, sample)
            losses.append(float(loss))
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
