import numpy as np
import jax
import jax.numpy as jnp
import haiku as hk

from archive import StrainArchive


def autoencoder(x):
    z = hk.Linear(16)(x)
    return hk.Linear(128)(jax.nn.tanh(z))


ae = hk.without_apply_rng(hk.transform(autoencoder))


@jax.jit
def reconstruction_error(params, x):
    x = x.astype(jnp.float32)
    return jnp.mean((ae.apply(params, x) - x) ** 2, axis=1)


def main():
    params = ae.init(jax.random.PRNGKey(0), jnp.zeros((1, 128)))
    archive = StrainArchive()
    for month, x in archive.batches:
        err = np.asarray(reconstruction_error(params, x))
        print(f"month {month}: median novelty {np.median(err):.3f}")


if __name__ == "__main__":
    main()
