import jax
import jax.numpy as jnp
import numpy as np

from sources import from_marc_csv, from_union_catalogue

WEIGHTS = {"title": 0.5, "author": 0.3, "year": 0.2}


@jax.jit
def pairwise_agreement(fields):
    total = 0.0
    for name, col in fields.items():
        total = total + WEIGHTS[name] * (1.0 - jnp.abs(col[:, None] - col[None, :]))
    return total


def main():
    rng = np.random.default_rng(111)
    for batch in range(4):
        fields = from_marc_csv() if batch % 2 == 0 else from_union_catalogue(rng)
        agree = pairwise_agreement(fields)
        print(batch, np.round(np.asarray(agree[0]), 3).tolist())


if __name__ == "__main__":
    main()
