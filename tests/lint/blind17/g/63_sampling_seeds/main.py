import jax
import jax.numpy as jnp
import numpy as np

from keys import key_for_request


@jax.jit
def sample_slate(key, item_logits):
    gumbel = jax.random.gumbel(key, item_logits.shape)
    return jnp.argsort(-(item_logits + gumbel))[:4]


def main():
    rng = np.random.default_rng(0)
    logits = jnp.asarray(rng.normal(size=25), jnp.float32)
    requests = [{}, {"seed": 7}, {}, {"seed": 11}, {}]
    for req in requests:
        print(req, np.asarray(sample_slate(key_for_request(req), logits)))


if __name__ == "__main__":
    main()
