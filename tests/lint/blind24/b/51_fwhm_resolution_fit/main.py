import jax.numpy as jnp
import numpy as np

from resolution import resolution_step, tx

# NaI(Tl) 3x3 peak widths measured with a mixed calibration source
LINES_KEV = np.array([59.5, 122.1, 356.0, 511.0, 661.7, 1173.2, 1332.5], np.float32)
FWHM_KEV = np.array([9.8, 13.1, 26.0, 33.9, 42.0, 62.5, 68.0], np.float32)


def main():
    theta = jnp.log(jnp.array([1.0, 1.0, 1e-3], dtype=jnp.float32))
    opt_state = tx.init(theta)
    for it in range(150):
        theta, opt_state, loss = resolution_step(theta, opt_state, LINES_KEV, FWHM_KEV)
    print("a, b, c =", np.exp(np.asarray(theta)), "loss", float(loss))


if __name__ == "__main__":
    main()
