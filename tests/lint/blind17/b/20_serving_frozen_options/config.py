from dataclasses import dataclass


@dataclass(frozen=True)
class ScoringOptions:
    top_k: int = 10
    diversity: float = 0.0
    use_freshness: bool = True

    @classmethod
    def from_request(cls, request):
        return cls(
            top_k=request.get("top_k", 10),
            diversity=request.get("diversity", 0.0),
            use_freshness=request.get("fresh", True),
        )
