import numpy as np

def section_chunks(doc_tokens, n_sections):
    return np.array_split(doc_tokens, n_sections)

def load_contract(rng, n_tokens):
    return rng.integers(1, 500, size=n_tokens).astype(np.int32)
