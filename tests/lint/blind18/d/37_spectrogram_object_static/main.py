import jax
import jax.numpy as jnp
import numpy as np

from classifier import genre_logits
from frontend import Spectrogram

GENRES = 5


def batches(rng, n, batch=4, length=4096):
    for _ in range(n):
        yield rng.standard_normal((batch, length)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = {"w": 0.01 * jax.random.normal(jax.random.PRNGKey(0), (129, GENRES)),
              "b": jnp.zeros(GENRES)}
    for wav in batches(rng, 5):
        logits = genre_logits(params, wav, Spectrogram(n_fft=256, hop=64))
        print(np.asarray(logits.argmax(-1)))


if __name__ == "__main__":
    main()
