class GenerationConfig:
    def __init__(self, max_new_tokens=6, greedy=True, eos_id=0):
        self.max_new_tokens = max_new_tokens
        self.greedy = greedy
        self.eos_id = eos_id

    @classmethod
    def from_request(cls, request):
        return cls(max_new_tokens=request.get("max_new_tokens", 6),
                   greedy=request.get("greedy", True))
