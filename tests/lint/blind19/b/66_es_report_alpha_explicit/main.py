import jax.numpy as jnp
import numpy as np

from report import internal_es, regulatory_es


def main():
    rng = np.random.default_rng(4)
    for day in range(4):
        pnl = jnp.asarray((rng.standard_t(4, 500) * 1e4).astype(np.float32))
        reg = regulatory_es(pnl)
        intl = internal_es(pnl, 0.99)
        print(day, round(float(reg)), round(float(intl)))


if __name__ == "__main__":
    main()
