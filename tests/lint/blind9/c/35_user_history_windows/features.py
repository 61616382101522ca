import jax
import jax.numpy as jnp
import numpy as np

WINDOW = 8


def history_windows(events, width=WINDOW, stride=4):
    """All windows of the user's event history (oldest first)."""
    n = (len(events) - width) // stride + 1
    if n <= 0:
        return np.zeros((0, width), events.dtype)
    return np.lib.stride_tricks.sliding_window_view(events, width)[::stride][:n]


@jax.jit
def window_features(windows, item_price):
    prices = item_price[windows]
    trend = prices[:, -1] - prices[:, 0]
    vol = prices.std(axis=1)
    repeat = (windows[:, 1:] == windows[:, :-1]).mean(axis=1)
    return jnp.stack([prices.mean(axis=1), trend, vol, repeat], axis=1)
