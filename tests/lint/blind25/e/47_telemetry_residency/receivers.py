import numpy as np

def detections_by_receiver(rng, n_receivers=6):
    out = {}
    for r in range(n_receivers):
        times = []
        t = 0.0
        while t < 48.0:
            t += float(rng.exponential(4.0))
            if t < 48.0:
                times.append(t)
        out[f"RX{r:02d}"] = times
    return out
