import jax.numpy as jnp
import numpy as np

from rules import HedgingOperator


def main():
    rng = np.random.default_rng(11)
    op = HedgingOperator()
    storage = jnp.float32(500.0)
    obs = []
    for month in range(24):
        inflow = jnp.float32(rng.gamma(2.0, 30.0))
        demand = jnp.float32(55.0 + 10 * np.sin(month / 2.0))
        r = op.release(storage, demand)
        storage = jnp.maximum(storage + inflow - r, 0.0)
        obs.append(storage)
        if month % 12 == 11:
            op.recalibrate(jnp.stack(obs))
            obs = []
    print("final storage", float(storage), "trigger", float(op.trigger))


if __name__ == "__main__":
    main()
