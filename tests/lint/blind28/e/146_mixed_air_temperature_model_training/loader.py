def ahu_batches(x, y, batch_size):
    n = len(x) // batch_size
    for b in range(n):
        batch = {"x": x[b * batch_size:(b + 1) * batch_size], "y": y[b * batch_size:(b + 1) * batch_size]}
        yield batch, b == n - 1
