import jax
import jax.numpy as jnp
import numpy as np

from spectrograms import spectrogram_source


@jax.jit
def tremor_score(w, spec):
    x = spec / jnp.max(spec)
    band_energy = jnp.mean(x[:, 2:10], axis=1)
    return jax.nn.sigmoid(jnp.dot(w, band_energy))


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.standard_normal(64) * 0.1, jnp.float32)
    for spec, label in spectrogram_source(rng):
        print(spec.dtype, spec.shape, label, float(tremor_score(w, jnp.asarray(spec))))


if __name__ == "__main__":
    main()
