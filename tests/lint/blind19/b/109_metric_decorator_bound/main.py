import jax.numpy as jnp
import numpy as np

from metrics import sortino


def main():
    rng = np.random.default_rng(101)
    for strat in ["carry", "momentum", "value", "quality"]:
        rets = jnp.asarray((rng.standard_normal(500) * 0.01 + 0.0003).astype(np.float32))
        print(strat, round(float(sortino(rets)), 3))


if __name__ == "__main__":
    main()
