import jax.numpy as jnp

from analysis import mean_and_error
from sampler import energy_stream

REPORT_EVERY = 4


def main():
    history = []
    for i, e in enumerate(energy_stream(alpha=0.45, n_blocks=16), start=1):
        history.append(e)
        if i % REPORT_EVERY == 0:
            mean, err = mean_and_error(jnp.stack(history))
            print(f"blocks={i} E={float(mean):.4f} +- {float(err):.4f}")


if __name__ == "__main__":
    main()
