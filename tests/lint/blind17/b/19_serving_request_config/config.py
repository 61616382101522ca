class ScoringOptions:
    def __init__(self, top_k=10, diversity=0.0, use_freshness=True):
        self.top_k = top_k
        self.diversity = diversity
        self.use_freshness = use_freshness

    @classmethod
    def from_request(cls, request):
        return cls(
            top_k=request.get("top_k", 10),
            diversity=request.get("diversity", 0.0),
            use_freshness=request.get("fresh", True),
        )
