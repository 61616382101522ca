def sliding_windows(x, win, hop):
    """Overlapping analysis windows over a recording."""
    for start in range(0, len(x), hop):
        yield start, x[start:start + win]
