class DecodeConfig:
    def __init__(self, beam_size=4, length_penalty=0.6, max_len=12):
        self.beam_size = beam_size
        self.length_penalty = length_penalty
        self.max_len = max_len

    def __repr__(self):
        return f"DecodeConfig(beam={self.beam_size}, lp={self.length_penalty}, max_len={self.max_len})"
