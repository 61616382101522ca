def sliding_windows(n_times, width, step):
    for start in range(0, n_times, step):
        yield start, min(start + width, n_times)
