import numpy as np

from analyzer import RatioMetricAnalyzer


class ExperimentService:
    def __init__(self, alpha=0.05):
        self.alpha = alpha

    def handle(self, request):
        analyzer = RatioMetricAnalyzer(alpha=self.alpha)
        num = np.asarray(request["revenue"], dtype=np.float32)
        den = np.asarray(request["sessions"], dtype=np.float32)
        arm = np.asarray(request["arm"], dtype=np.int32)
        return analyzer.run(num, den, arm)
