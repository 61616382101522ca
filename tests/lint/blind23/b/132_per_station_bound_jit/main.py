import jax.numpy as jnp
import numpy as np

from station import StationProcessor

NETWORK = [("HOLY", 100.0, 1.2e9), ("KEEL", 100.0, 1.1e9), ("PINE", 100.0, 1.3e9),
           ("ROCK", 100.0, 1.2e9), ("VALE", 100.0, 9.8e8)]


def main():
    rng = np.random.default_rng(0)
    processors = [StationProcessor(*row) for row in NETWORK]
    for minute in range(2):
        for proc in processors:
            tr = jnp.asarray(rng.standard_normal(6000) * proc.gain * 1e-9, jnp.float32)
            env = proc.envelope(tr)
            print(minute, proc.code, float(env.max()))


if __name__ == "__main__":
    main()
