import jax.numpy as jnp
import numpy as np

from ledger import settled_cash
from margin import margin_excess

rng = np.random.default_rng(115)
N = 6
positions = jnp.asarray(rng.integers(-500, 500, N), jnp.float32)
haircuts = jnp.asarray(rng.uniform(0.05, 0.3, N), jnp.float32)
cash = 250_000.0

for day in range(6):
    prices = jnp.asarray(rng.uniform(20, 200, N), jnp.float32)
    trades = [] if day % 2 == 0 else [
        {"side": rng.choice(["buy", "sell"]), "qty": int(rng.integers(1, 100)), "price": float(rng.uniform(20, 200))}
        for _ in range(int(rng.integers(1, 4)))]
    cash_now = settled_cash(trades, cash)
    excess = margin_excess(cash_now, positions, prices, haircuts)
    print(f"day {day}: trades={len(trades)} excess={np.asarray(excess).round(0)}")
