import numpy as np
import jax
import jax.numpy as jnp

from loaders import from_warehouse, from_stream


@jax.jit
def peril_totals(peril_code, amount):
    return jax.ops.segment_sum(amount, peril_code, num_segments=12)


def main():
    rng = np.random.default_rng(132)
    totals = jnp.zeros(12)
    for batch in range(8):
        codes, amounts = from_warehouse(rng, 500) if batch % 2 == 0 else from_stream(rng, 500)
        totals = totals + peril_totals(codes, amounts)
    print(np.round(np.asarray(totals) / 1e3, 1))


if __name__ == "__main__":
    main()
