import numpy as np

SEGMENTS = np.array(["direct", "corporate", "ota", "groups", "aviation", "complementary"])


def batches(rng, n_batches=10, size=24):
    for _ in range(n_batches):
        seg = rng.choice(SEGMENTS, size, p=[0.3, 0.2, 0.4, 0.07, 0.02, 0.01])
        numeric = rng.normal(size=(size, 3)).astype(np.float32)
        adr = (100 + 20 * numeric[:, 0] + 30 * (seg == "corporate")).astype(np.float32)
        yield {"numeric": numeric, "market_segment": seg}, adr / 100
