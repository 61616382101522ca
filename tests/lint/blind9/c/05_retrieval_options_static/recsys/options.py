class RetrievalOptions:
    """Knobs a caller can set per request."""

    def __init__(self, top_k=10, exclude_seen=True, score_floor=-1e9):
        self.top_k = top_k
        self.exclude_seen = exclude_seen
        self.score_floor = score_floor

    @classmethod
    def from_request(cls, req):
        return cls(
            top_k=req.get("top_k", 10),
            exclude_seen=req.get("exclude_seen", True),
        )

    def __repr__(self):
        return f"RetrievalOptions(top_k={self.top_k}, exclude_seen={self.exclude_seen})"
