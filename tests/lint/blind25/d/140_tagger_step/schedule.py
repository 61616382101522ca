def dropout_for_epoch(epoch, start=0.5, end=0.1, n=4):
    return start + (end - start) * min(epoch, n - 1) / (n - 1)
