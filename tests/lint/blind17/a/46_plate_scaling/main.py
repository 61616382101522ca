import jax
import jax.numpy as jnp
import numpy as np

from plates import conversion_factor, synthetic_plates


@jax.jit
def ic50_estimate(doses, viability, factor):
    log_d = jnp.log10(doses * factor)
    idx = jnp.argmin(jnp.abs(viability - 0.5))
    return 10 ** log_d[idx]


def main():
    rng = np.random.default_rng(0)
    for plate in synthetic_plates(rng):
        ic50 = ic50_estimate(plate["doses"], plate["viability"], conversion_factor(plate))
        print(plate["unit"], float(ic50))


if __name__ == "__main__":
    main()
