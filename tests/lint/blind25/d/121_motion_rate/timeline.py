import numpy as np

def docket_windows(events, window):
    for end in range(window, len(events) + window, window):
        yield events[max(0, end - window):min(end, len(events))]
