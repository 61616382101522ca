import jax
import jax.numpy as jnp
import numpy as np

N_BARS = 78


@jax.jit
def opening_range_signal(px, v, open_px):
    hi = px[:6].max()
    lo = px[:6].min()
    vwap = (px * v).sum() / v.sum()
    breakout = jnp.where(px > hi, 1.0, jnp.where(px < lo, -1.0, 0.0))
    return breakout, (vwap - open_px) / open_px


def main():
    rng = np.random.default_rng(140)
    for day in range(5):
        bars = (100 + np.cumsum(rng.standard_normal(N_BARS) * 0.05)).astype(np.float32)
        vol = rng.integers(100, 1000, N_BARS).astype(np.float32)
        sig, drift = opening_range_signal(jnp.asarray(bars), jnp.asarray(vol), jnp.float32(bars[0]))
        print(day, int(jnp.abs(sig).sum()), round(float(drift), 5))


if __name__ == "__main__":
    main()
