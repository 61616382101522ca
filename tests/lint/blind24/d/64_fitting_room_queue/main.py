import numpy as np

from stores import baseline, with_closures

rng = np.random.default_rng(64)
rooms = ["R1", "R2", "R3", "R4", "R5", "R6"]
for hour, arrivals in enumerate([20.0, 35.0, 50.0, 42.0]):
    w0 = baseline(np.float32(arrivals), np.float32(6.0), rooms)
    mask = rng.random(len(rooms)) > 0.2
    w1 = with_closures(np.float32(arrivals), np.float32(6.0), mask)
    print(f"hour {hour}: wait {float(w0):.2f} min, with {mask.sum()} rooms open {float(w1):.2f} min")
