import numpy as np
import jax.numpy as jnp

from sim import make_runner


def main():
    rng = np.random.default_rng(11)
    entry = jnp.array([120e3, 7500.0, -0.1])
    runner = make_runner(400, 0.5)
    for trial in range(8):
        cd = jnp.float32(rng.normal(1.3, 0.08))
        final, qmax = runner(entry, cd)
        print("cd=%.3f h_end=%.0f qmax=%.3e" % (float(cd), float(final[0]), float(qmax)))


if __name__ == "__main__":
    main()
