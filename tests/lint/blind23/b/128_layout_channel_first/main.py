import jax
import jax.numpy as jnp
import numpy as np

from readers import FILES, read_event


@jax.jit
def polarization_rectilinearity(data):
    x = data if data.shape[-1] == 3 else data.T
    x = x - x.mean(axis=0)
    cov = x.T @ x / x.shape[0]
    w = jnp.linalg.eigvalsh(cov)
    return 1.0 - (w[0] + w[1]) / (2 * w[2])


def main():
    rng = np.random.default_rng(0)
    for name, fmt in FILES:
        data = read_event(name, fmt, rng)
        print(name, data.shape, float(polarization_rectilinearity(jnp.asarray(data))))


if __name__ == "__main__":
    main()
