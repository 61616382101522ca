def lr_for_epoch(epoch, base=0.4, decay=0.8):
    return base * decay ** epoch
