from dataclasses import dataclass


@dataclass(frozen=True)
class RetrievalOptions:
    """Knobs a caller can set per request."""

    top_k: int = 10
    exclude_seen: bool = True
    score_floor: float = -1e9

    @classmethod
    def from_request(cls, req):
        return cls(
            top_k=int(req.get("top_k", 10)),
            exclude_seen=bool(req.get("exclude_seen", True)),
        )
