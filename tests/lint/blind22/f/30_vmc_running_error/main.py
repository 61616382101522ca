import jax.numpy as jnp

from analysis import mean_and_error
from sampler import energy_stream

REPORT_EVERY = 4
N_BLOCKS = 16


def main():
    buffer = jnp.zeros(N_BLOCKS)
    for i, e in enumerate(energy_stream(alpha=0.55, n_blocks=N_BLOCKS), start=1):
        buffer = buffer.at[i - 1].set(e)
        if i % REPORT_EVERY == 0:
            mean, err = mean_and_error(buffer, jnp.int32(i))
            print(f"blocks={i} E={float(mean):.4f} +- {float(err):.4f}")


if __name__ == "__main__":
    main()
