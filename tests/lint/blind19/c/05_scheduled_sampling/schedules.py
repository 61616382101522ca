def teacher_forcing_ratio(epoch, decay_per_epoch=0.25):
    """Linearly anneal the probability of feeding gold tokens to the decoder."""
    return max(0, 1 - epoch * decay_per_epoch)


def learning_rate(epoch, base=3e-3):
    return base / (1 + epoch)
