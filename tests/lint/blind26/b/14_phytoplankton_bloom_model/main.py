import jax.numpy as jnp
import numpy as np

from model import bloom_run, T_SAVE

GRAZING_RATES = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5]


def main():
    y0 = jnp.array([10.0, 0.05])
    mu = jnp.float32(1.0)
    k = jnp.float32(1.5)
    for g in GRAZING_RATES:
        ys = bloom_run(mu, k, jnp.float32(g), y0)
        p = np.asarray(ys[:, 1])
        print(f"grazing {g:.2f}/d: peak P {p.max():.2f} on day {float(T_SAVE[p.argmax()]):.0f}")


if __name__ == "__main__":
    main()
