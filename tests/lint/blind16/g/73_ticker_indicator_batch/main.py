import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def technical_features(close, volume):
    with jax.named_scope("technical_features"):
        ret = jnp.diff(jnp.log(close))
        kernel = jnp.ones(10) / 10
        sma = jnp.convolve(close, kernel, mode="valid")
        rsi_up = jnp.mean(jnp.clip(ret[-14:], 0, None))
        rsi_dn = jnp.mean(jnp.clip(-ret[-14:], 0, None))
        rsi = 100 - 100 / (1 + rsi_up / (rsi_dn + 1e-9))
        obv = jnp.sum(jnp.sign(ret) * volume[1:])
    return jnp.stack([close[-1] / sma[-1] - 1, rsi, obv, jnp.std(ret) * jnp.sqrt(252.0)])


rng = np.random.default_rng(15)
TICKERS = ["AAPL", "MSFT", "NVDA", "AMZN", "META"]

for ticker in TICKERS:
    close = (100 * np.exp(np.cumsum(rng.normal(0, 0.015, 120)))).astype(np.float32)
    volume = rng.lognormal(14, 0.3, 120).astype(np.float32)
    feats = technical_features(close, volume)
    print(ticker, np.round(np.asarray(feats), 3))
