import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def chunk_errors(params, x):
    h = jnp.tanh(x @ params["enc"])
    return jnp.mean((h @ params["dec"] - x) ** 2, axis=-1)


def holdout_errors(params, x, chunk=32):
    n = x.shape[0]
    n_pad = -n % chunk
    padded = np.concatenate([x, np.zeros((n_pad, x.shape[1]), x.dtype)])
    out = [chunk_errors(params, padded[i:i + chunk]) for i in range(0, padded.shape[0], chunk)]
    return np.concatenate([np.asarray(o) for o in out])[:n]


N_CHANNELS = 12


def main():
    rng = np.random.default_rng(19)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"enc": jax.random.normal(k1, (N_CHANNELS, 4)) * 0.3,
              "dec": jax.random.normal(k2, (4, N_CHANNELS)) * 0.3}
    holdout = rng.normal(size=(103, N_CHANNELS)).astype(np.float32)
    for round_ in range(2):
        errs = holdout_errors(params, holdout)
        print(round_, errs.shape, float(np.quantile(errs, 0.99)))


if __name__ == "__main__":
    main()
