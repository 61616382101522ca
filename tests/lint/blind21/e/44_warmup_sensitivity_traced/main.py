import jax
import jax.numpy as jnp
import numpy as np


WARMUP_STEPS = 20
START_K = 6.0
FINAL_K = 3.0


def sensitivity(step):
    frac = jnp.minimum(step / WARMUP_STEPS, 1.0)
    return START_K + frac * (FINAL_K - START_K)


@jax.jit
def flag_outliers(readings, center, scale, step):
    k = sensitivity(step)
    return jnp.abs(readings - center) > k * scale


def main():
    rng = np.random.default_rng(14)
    center, scale = jnp.zeros(32), jnp.ones(32)
    for step in range(6):
        readings = jnp.asarray(rng.standard_t(3, size=32), jnp.float32)
        flags = flag_outliers(readings, center, scale, step=jnp.int32(step))
        center = 0.95 * center + 0.05 * readings
        print(step, int(flags.sum()))


if __name__ == "__main__":
    main()
