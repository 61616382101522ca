import numpy as np
import jax.numpy as jnp

from regulator import HeadwayRegulator


def simulate(reg, n_buses=8, ticks=15, seed=0):
    rng = np.random.default_rng(seed)
    pos = np.sort(rng.uniform(0, 60, n_buses)).astype(np.float32)
    for t in range(ticks):
        fwd = np.roll(pos, -1) - pos
        fwd[-1] += 60.0
        bwd = np.roll(fwd, 1)
        hold = np.asarray(reg(jnp.asarray(fwd), jnp.asarray(bwd)))
        pos = (pos + 1.0 - 0.1 * hold + rng.normal(0, 0.05, n_buses)).astype(np.float32) % 60.0
        pos.sort()
    return float(np.std(fwd))


def main():
    reg = HeadwayRegulator(target_headway=7.5)
    for seed in range(4):
        print(seed, round(simulate(reg, seed=seed), 3))


if __name__ == "__main__":
    main()
