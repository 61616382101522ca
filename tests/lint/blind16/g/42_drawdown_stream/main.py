import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def advance(state, daily_returns, weights):
    equity, peak, worst = state
    equity = equity * (1.0 + jnp.dot(daily_returns, weights))
    peak = jnp.maximum(peak, equity)
    worst = jnp.minimum(worst, equity / peak - 1.0)
    return equity, peak, worst


def drawdown_stream(return_rows, weights):
    state = (jnp.asarray(1.0), jnp.asarray(1.0), jnp.asarray(0.0))
    for row in return_rows:
        state = advance(state, row, weights)
        yield state


rng = np.random.default_rng(17)
rows = (jnp.asarray(r) for r in rng.normal(0.0002, 0.012, size=(30, 4)).astype(np.float32))
weights = jnp.asarray([0.4, 0.3, 0.2, 0.1], dtype=jnp.float32)

for day, (equity, peak, worst) in enumerate(drawdown_stream(rows, weights)):
    if day % 10 == 9:
        print(f"day {day + 1}: equity={float(equity):.4f} max drawdown={float(worst):.2%}")
