import numpy as np

from schemes import TransportConfig
from tracer import flux_limited_step


def main():
    x = np.linspace(0, 1, 100, endpoint=False)
    q = np.where((x > 0.2) & (x < 0.4), 1.0, 0.0).astype(np.float32)
    cfg = TransportConfig()
    for step in range(50):
        q = flux_limited_step(q, cfg.courant, cfg.limiter)
    print(float(q.max()), float(q.sum()))


if __name__ == "__main__":
    main()
