class DecodeOptions:
    def __init__(self, max_len=8, length_penalty=0.6, eos_id=2):
        self.max_len = max_len
        self.length_penalty = length_penalty
        self.eos_id = eos_id

    def __repr__(self):
        return f"DecodeOptions(max_len={self.max_len}, length_penalty={self.length_penalty})"
