def restart_peaks(base_lr, num_cycles, decay=0.7):
    return [base_lr * decay**c for c in range(num_cycles)]
