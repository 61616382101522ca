import jax
import jax.numpy as jnp

GRID = jnp.linspace(0.0, 10.0, 21)


@jax.jit
def expected_exposure(trades, rate_paths):
    """EE profile of a book of payer swaps under simulated flat rates."""
    notional, fixed, maturity = trades[:, 0], trades[:, 1], trades[:, 2]
    remaining = jnp.clip(maturity[None, :] - GRID[:, None], 0.0, None)
    mtm = notional[None, None, :] * (rate_paths[:, :, None] - fixed[None, None, :]) * remaining[None, :, :]
    return jnp.maximum(mtm.sum(axis=2), 0.0).mean(axis=0)
