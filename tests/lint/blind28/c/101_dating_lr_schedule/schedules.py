def lr_scale(epoch, decay=0.5):
    if epoch == 0:
        return 1
    return decay ** epoch
