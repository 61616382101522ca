import jax
import jax.numpy as jnp

from model import SEQ_LEN
from sample import model, sample_images


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ_LEN + 1), jnp.int32))
    images = sample_images(params, jax.random.PRNGKey(1))
    print(images.shape, images[0])


if __name__ == "__main__":
    main()
