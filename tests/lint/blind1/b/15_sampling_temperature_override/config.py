import json

import numpy as np

DEFAULTS_JSON = '{"temperature": 0.8, "vocab_size": 64, "max_new_tokens": 4}'


class ServingConfig:
    def __init__(self, raw):
        self.temperature = np.float32(raw["temperature"])
        self.vocab_size = int(raw["vocab_size"])
        self.max_new_tokens = int(raw["max_new_tokens"])

    @classmethod
    def load(cls, text=DEFAULTS_JSON):
        return cls(json.loads(text))
