class DecoderConfig:
    def __init__(self, n_heads, dropout, causal=True):
        self.n_heads = n_heads
        self.dropout = dropout
        self.causal = causal
