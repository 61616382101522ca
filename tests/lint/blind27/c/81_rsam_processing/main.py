import numpy as np

from processor import RsamProcessor


class DailyRunner:
    processor = RsamProcessor(fs=50, smooth_s=2.0)

    def run(self, fname, trace):
        amp = self.processor.smoothed_amplitude(trace)
        return fname, float(amp.mean())


rng = np.random.default_rng(81)
runner = DailyRunner()
for d in range(1, 6):
    trace = rng.normal(size=4000).astype(np.float32) * (1 + 0.2 * d)
    print(*runner.run(f"2026-03-{d:02d}.mseed", trace))
