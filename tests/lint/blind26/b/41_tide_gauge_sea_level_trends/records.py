import numpy as np


def psmsl_like_records(n_stations, seed=0):
    """Annual mean sea level (mm) for stations with records of different length."""
    rng = np.random.default_rng(seed)
    out = []
    for s in range(n_stations):
        n_years = int(rng.integers(25, 110))
        years = np.arange(2020 - n_years, 2020)
        trend = rng.normal(2.0, 1.5)
        msl = 7000 + trend * (years - years[0]) + 30 * rng.normal(size=n_years)
        out.append((f"ST{s:03d}", years.astype(np.float32), msl.astype(np.float32)))
    return out


class StationBatcher:
    def __init__(self, records, batch_size):
        self.records = records
        self.batch_size = batch_size
        self.max_len = max(len(r[1]) for r in records)

    def __iter__(self):
        for i in range(0, len(self.records), self.batch_size):
            chunk = self.records[i:i + self.batch_size]
            chunk = chunk + [chunk[-1]] * (self.batch_size - len(chunk))
            yrs = np.zeros((self.batch_size, self.max_len), np.float32)
            msl = np.zeros((self.batch_size, self.max_len), np.float32)
            w = np.zeros((self.batch_size, self.max_len), np.float32)
            for j, (_, y, m) in enumerate(chunk):
                yrs[j, :len(y)], msl[j, :len(y)], w[j, :len(y)] = y, m, 1.0
            yield [c[0] for c in chunk], yrs, msl, w
