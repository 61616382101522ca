import numpy as np

# delta values as written by different digitizers / converters
HEADER_DELTA = [0.01, 0.009999999776482582, 0.01, 0.010000000707805157, 0.009999999776482582, 0.01]


def read_traces(seed=0, npts=3000):
    rng = np.random.default_rng(seed)
    for i, delta in enumerate(HEADER_DELTA):
        yield {"station": f"S{i:02d}", "delta": delta,
               "data": rng.standard_normal(npts).astype(np.float32)}
