import numpy as np

PAGE_FEAT = 16


class Document:
    def __init__(self, rng, doc_id):
        self.doc_id = doc_id
        self.num_pages = int(rng.integers(1, 6))
        self.page_vectors = [rng.standard_normal(PAGE_FEAT).astype(np.float32)
                             for _ in range(self.num_pages)]

    def as_array(self):
        return np.stack(self.page_vectors)
