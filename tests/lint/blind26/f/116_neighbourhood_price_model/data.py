import numpy as np

def sales_batches(X, y, batch_size):
    for i in range(0, len(y), batch_size):
        xb, yb = X[i:i + batch_size], y[i:i + batch_size]
        yield xb, yb, len(yb)
