class ScoringConfig:
    def __init__(self, threshold=0.5, top_k=3, calibrate=True):
        self.threshold = threshold
        self.top_k = top_k
        self.calibrate = calibrate

    @classmethod
    def from_request(cls, request):
        return cls(
            threshold=request.get("threshold", 0.5),
            top_k=request.get("top_k", 3),
            calibrate=request.get("calibrate", True),
        )
