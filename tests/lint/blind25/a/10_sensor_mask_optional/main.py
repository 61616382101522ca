import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def field_ec_stats(ec, qc_mask=None):
    if qc_mask is None:
        valid = jnp.ones_like(ec)
    else:
        valid = qc_mask.astype(ec.dtype)
    n = jnp.sum(valid)
    mean = jnp.sum(ec * valid) / n
    var = jnp.sum(((ec - mean) ** 2) * valid) / n
    return mean, jnp.sqrt(var)


def read_logger(day, rng):
    ec = rng.uniform(0.4, 3.2, size=(48,)).astype(np.float32)
    flags = None
    if day % 4 == 2:
        flags = rng.uniform(size=48) > 0.1
    return ec, flags


def main():
    rng = np.random.default_rng(21)
    for day in range(10):
        ec, flags = read_logger(day, rng)
        mean, sd = field_ec_stats(ec, flags)
        print(f"day {day}: EC {float(mean):.2f} +/- {float(sd):.2f} dS/m")


if __name__ == "__main__":
    main()
