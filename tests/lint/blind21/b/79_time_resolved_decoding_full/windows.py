def sliding_windows(n_times, width, step):
    for start in range(0, n_times - width + 1, step):
        yield start, start + width
