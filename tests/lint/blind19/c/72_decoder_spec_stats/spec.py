from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class DecoderSpec:
    vocab_size: int
    max_len: int
    bos_id: int = 1
    requests_served: int = field(default=0, compare=False)

    def record(self):
        return replace(self, requests_served=self.requests_served + 1)
