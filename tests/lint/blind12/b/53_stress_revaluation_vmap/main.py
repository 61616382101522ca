import jax
import jax.numpy as jnp
import numpy as np

from portfolio import OptionBook

if __name__ == "__main__":
    rng = np.random.default_rng(5)
    book = OptionBook(
        strikes=jnp.asarray(rng.uniform(80, 120, 30), dtype=jnp.float32),
        expiries=jnp.asarray(rng.uniform(0.1, 1.5, 30), dtype=jnp.float32),
        quantities=jnp.asarray(rng.integers(-5, 6, 30), dtype=jnp.float32),
    )
    spot, vol = jnp.float32(100.0), jnp.float32(0.2)
    key = jax.random.PRNGKey(0)
    base = book.value(spot, vol)
    for date in ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"]:
        key, k1, k2 = jax.random.split(key, 3)
        ds = 0.05 * jax.random.normal(k1, (500,))
        dv = 0.03 * jax.random.normal(k2, (500,))
        pnl = book.revalue(ds, dv, spot, vol) - base
        print(date, "stress ES97.5", float(-jnp.sort(pnl)[:13].mean()))
