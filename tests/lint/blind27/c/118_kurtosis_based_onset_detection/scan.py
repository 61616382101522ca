def windows(trace, length, hop):
    for start in range(0, len(trace), hop):
        yield start, trace[start:start + length]
