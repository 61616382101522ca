def max_frames_for_epoch(epoch, start=20, step=10, cap=60):
    return min(start + step * epoch, cap)
