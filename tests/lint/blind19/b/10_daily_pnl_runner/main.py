import numpy as np
import jax.numpy as jnp

from engine import Backtester


def signal(rets_hist):
    mom = rets_hist[-5:].mean(0)
    w = np.sign(mom)
    return (w / np.abs(w).sum()).astype(np.float32)


def main():
    rng = np.random.default_rng(11)
    rets = (rng.standard_normal((30, 4)) * 0.01).astype(np.float32)
    bt = Backtester()
    total = 0.0
    for t in range(5, 15):
        w = jnp.asarray(signal(rets[:t]))
        total += float(bt.run_day(w, jnp.asarray(rets[t])))
    print("cumulative pnl:", total)


if __name__ == "__main__":
    main()
