import jax.numpy as jnp
import numpy as np

from monitor import DrawdownMonitor


def main():
    rng = np.random.default_rng(90)
    equity = 1e6 * np.cumprod(1 + rng.standard_normal(15) * 0.01).astype(np.float32)
    mon = DrawdownMonitor(limit=0.05)
    for t, e in enumerate(equity):
        breached = mon.on_close(jnp.float32(e))
    print("max drawdown", float(mon.max_dd), "breached", breached)


if __name__ == "__main__":
    main()
