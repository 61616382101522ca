import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def push_and_signal(buf, price):
    buf = jnp.concatenate([buf[1:], price[None]])
    valid = ~jnp.isnan(buf)
    n = jnp.sum(valid)
    mean = jnp.nansum(buf) / jnp.maximum(n, 1)
    std = jnp.sqrt(jnp.nansum((buf - mean) ** 2) / jnp.maximum(n - 1, 1))
    return buf, (price - mean) / (std + 1e-9)


class BollingerStream:
    def __init__(self, window=20):
        self.buf = jnp.full(window, jnp.nan)

    def on_tick(self, price):
        self.buf, z = push_and_signal(self.buf, price)
        return float(z)


rng = np.random.default_rng(119)
stream = BollingerStream(window=20)
price = 100.0
for t in range(30):
    price *= float(np.exp(rng.normal(0, 0.002)))
    z = stream.on_tick(jnp.float32(price))
    if t % 10 == 9:
        print(f"tick {t}: price={price:.2f} z={z:+.2f}")
