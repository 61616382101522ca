import jax
import jax.numpy as jnp
import numpy as np

from model import build_polarity_net


def first_motion_polarity(params, waveforms):
    net = build_polarity_net()

    @jax.jit
    def polarity_logits(params, x):
        return net.apply(params, x)

    return jnp.argmax(polarity_logits(params, waveforms), axis=-1)


def main():
    rng = np.random.default_rng(3)
    init_net = build_polarity_net()
    params = init_net.init(jax.random.PRNGKey(0), jnp.zeros((1, 64, 1)))
    for event in range(4):
        snippets = jnp.asarray(rng.standard_normal((10, 64, 1)), jnp.float32)
        print(event, np.asarray(first_motion_polarity(params, snippets)))


if __name__ == "__main__":
    main()
