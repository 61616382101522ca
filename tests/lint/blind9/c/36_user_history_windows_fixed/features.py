import jax
import jax.numpy as jnp
import numpy as np

WINDOW = 8
MAX_WINDOWS = 16


def history_windows(events, width=WINDOW, stride=4, max_windows=MAX_WINDOWS):
    """The most recent `max_windows` windows, left-padded; returns (windows, valid)."""
    n = max((len(events) - width) // stride + 1, 0)
    out = np.zeros((max_windows, width), events.dtype)
    valid = np.zeros(max_windows, np.float32)
    if n:
        wins = np.lib.stride_tricks.sliding_window_view(events, width)[::stride][:n]
        wins = wins[-max_windows:]
        out[max_windows - len(wins):] = wins
        valid[max_windows - len(wins):] = 1.0
    return out, valid


@jax.jit
def window_features(windows, valid, item_price):
    prices = item_price[windows]
    trend = prices[:, -1] - prices[:, 0]
    vol = prices.std(axis=1)
    repeat = (windows[:, 1:] == windows[:, :-1]).mean(axis=1)
    feats = jnp.stack([prices.mean(axis=1), trend, vol, repeat], axis=1)
    return (feats * valid[:, None]).sum(0) / jnp.maximum(valid.sum(), 1.0)
