import dataclasses


@dataclasses.dataclass(frozen=True)
class GenerationConfig:
    max_new_tokens: int = 6
    greedy: bool = True
    eos_id: int = 0

    @classmethod
    def from_request(cls, request):
        return cls(max_new_tokens=request.get("max_new_tokens", 6),
                   greedy=request.get("greedy", True))
