import jax
import numpy as np

from augment import random_augment
from model import init_kernel, precip_conv_step


def main():
    rng = np.random.default_rng(0)
    # radar composite domain is 48 x 64 pixels
    fields = rng.gamma(0.5, 2.0, (10, 48, 64)).astype(np.float32)
    kernel = init_kernel(jax.random.PRNGKey(0))
    for epoch in range(2):
        for f in fields:
            aug = random_augment(f, rng)
            kernel, loss = precip_conv_step(kernel, aug, aug)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
