def kl_weight(epoch, warmup_epochs=3):
    return min(1, epoch / warmup_epochs)
