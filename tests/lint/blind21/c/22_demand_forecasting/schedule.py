def warmup_then_decay(epoch, base_lr=0.05, warmup=2):
    if epoch < warmup:
        return base_lr * (epoch + 1) / warmup
    return base_lr * 0.8 ** (epoch - warmup)
