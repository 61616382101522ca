def sliding_windows(x, win, hop):
    """Overlapping analysis windows over a recording; only complete windows."""
    for start in range(0, len(x) - win + 1, hop):
        yield start, x[start:start + win]
