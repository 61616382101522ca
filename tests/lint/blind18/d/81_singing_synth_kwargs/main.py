import jax
import jax.numpy as jnp
import numpy as np

from data import examples
from model import init, synth


@jax.jit
def sgd_step(params, wav, phonemes, f0=None):
    def loss_fn(p):
        return jnp.mean((synth(p, phonemes, f0) - wav) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda a, b: a - 0.1 * b, params, g), loss


def main():
    params = init(jax.random.PRNGKey(0))
    for i, ex in enumerate(examples(np.random.default_rng(0), 6)):
        params, loss = sgd_step(params, **ex)
        print(i, sorted(ex), float(loss))


if __name__ == "__main__":
    main()
