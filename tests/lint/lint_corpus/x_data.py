"""A loader module for the cross-module samples (not a sample itself)."""


def batches(data, batch_size):
    for i in range(0, len(data), batch_size):
        yield data[i:i + batch_size]


def whole_batches(data, batch_size):
    n = len(data) // batch_size * batch_size
    for i in range(0, n, batch_size):
        yield data[i:i + batch_size]
