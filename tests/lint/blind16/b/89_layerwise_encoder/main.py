import jax
import numpy as np

from layers import DIM, encoder_layer, init_layers


def encode(layers, x):
    for depth, layer in enumerate(layers):
        x = encoder_layer(layer, x, depth)
    return x


def main():
    layers = init_layers(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for utt in range(3):
        frames = rng.standard_normal((20, DIM)).astype(np.float32)
        out = encode(layers, frames)
        print(utt, float(out.std()))


if __name__ == "__main__":
    main()
