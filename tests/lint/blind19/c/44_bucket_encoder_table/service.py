import numpy as np

from encoders import bucket_for, encoder_for


class EmbeddingService:
    def __init__(self, table):
        self.table = table

    def embed(self, token_lists):
        width = bucket_for(max(len(t) for t in token_lists))
        ids = np.zeros((len(token_lists), width), dtype=np.int32)
        for i, t in enumerate(token_lists):
            ids[i, :min(len(t), width)] = t[:width]
        return encoder_for(width)(self.table, ids)
