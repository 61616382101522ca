def plateau_decay(history, lr, patience=2, factor=0.5):
    """Halve the learning rate when the loss has not improved for `patience` epochs."""
    if len(history) > patience and min(history[-patience:]) >= min(history[:-patience]):
        return lr * factor
    return lr
