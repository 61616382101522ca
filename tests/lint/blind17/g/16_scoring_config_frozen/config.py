import dataclasses


@dataclasses.dataclass(frozen=True)
class ScoringConfig:
    threshold: float = 0.5
    top_k: int = 3
    calibrate: bool = True

    @classmethod
    def from_request(cls, request):
        return cls(
            threshold=request.get("threshold", 0.5),
            top_k=request.get("top_k", 3),
            calibrate=request.get("calibrate", True),
        )
