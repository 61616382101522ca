def teacher_forcing_ratio(epoch, decay=0.3):
    return max(0.0, 1.0 - decay * epoch)
