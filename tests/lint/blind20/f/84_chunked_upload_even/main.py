import jax
import jax.numpy as jnp
import numpy as np

from chunks import split_for_workers


@jax.jit
def validate_chunk(kw):
    spikes = jnp.abs(jnp.diff(kw)) > 5.0
    negative = kw < 0
    return jnp.sum(spikes) + jnp.sum(negative)


def main():
    rng = np.random.default_rng(50)
    day = rng.uniform(0, 4, 96).astype(np.float32)
    day[[10, 55]] = [-1.0, 12.0]
    flags = [int(validate_chunk(c)) for c in split_for_workers(day)]
    print("flags per chunk", flags)


if __name__ == "__main__":
    main()
