def dropout_rate(epoch, start=0.5, end=0.1, n_epochs=5):
    return start + (end - start) * epoch / (n_epochs - 1)
