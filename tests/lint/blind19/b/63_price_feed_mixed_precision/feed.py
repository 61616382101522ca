import numpy as np


def daily_closes(rng, day, n_assets):
    """Vendor A (odd days) ships float64 closes, vendor B (even days) ships float32."""
    closes = 100 * np.exp(rng.standard_normal(n_assets) * 0.02)
    return closes if day % 2 else closes.astype(np.float32)
