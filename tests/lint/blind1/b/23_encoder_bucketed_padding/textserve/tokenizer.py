VOCAB_SIZE = 256
PAD_ID = 0


def tokenize(text: str) -> list[int]:
    # byte-level ids, shifted so 0 stays free for padding
    return [min(b + 1, VOCAB_SIZE - 1) for b in text.encode("utf-8")]
