def dropout_for_epoch(epoch, start=0.5, end=0.1, n_epochs=5):
    frac = epoch / max(n_epochs - 1, 1)
    return round(start + (end - start) * frac, 3)
