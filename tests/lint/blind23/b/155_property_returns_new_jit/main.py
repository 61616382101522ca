import jax.numpy as jnp
import numpy as np

from model import SiteModel


def main():
    freqs = jnp.asarray(np.logspace(-1, 1.3, 80), jnp.float32)
    site = SiteModel(f0=2.2, damping=0.2, peak=4.0)
    rng = np.random.default_rng(1)
    for night in range(4):
        hv = site.response(freqs) * jnp.asarray(np.exp(0.05 * rng.standard_normal(80)), jnp.float32)
        print(night, float(freqs[jnp.argmax(hv)]))


if __name__ == "__main__":
    main()
