import jax
import jax.numpy as jnp

from model import Decoder
from serve import complete


def main():
    params = Decoder().init(jax.random.PRNGKey(0), jnp.ones((1, 8), jnp.int32))["params"]
    prompts = [[1, 5, 7], [1, 9], [1, 3, 3, 8, 2], [1, 4, 6, 2]]
    for p in prompts:
        print(p, "->", complete(params, p, max_new_tokens=4))


if __name__ == "__main__":
    main()
