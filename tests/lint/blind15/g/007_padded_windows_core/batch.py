from dataclasses import dataclass

import jax
import numpy as np


@dataclass
class WindowBatch:
    x: np.ndarray
    mask: np.ndarray
    n_valid: int


jax.tree_util.register_dataclass(WindowBatch, data_fields=["x", "mask"], meta_fields=["n_valid"])


def make_batch(windows, capacity):
    n, w = len(windows), windows[0].shape[0]
    x = np.zeros((capacity, w), np.float32)
    mask = np.zeros(capacity, np.float32)
    x[:n] = np.stack(windows)
    mask[:n] = 1.0
    return WindowBatch(x=x, mask=mask, n_valid=n)
