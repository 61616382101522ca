import jax.numpy as jnp
import numpy as np

from baseline import HostBaseline


def main():
    rng = np.random.default_rng(0)
    host = HostBaseline()
    for minute in range(6):
        bytes_out = jnp.asarray(rng.lognormal(8, 0.5, size=60).astype(np.float32))
        if minute == 4:
            bytes_out = bytes_out * 20
        z = host.observe(bytes_out)
        print(minute, float(z))


if __name__ == "__main__":
    main()
