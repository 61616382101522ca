import numpy as np

_NOUNS = ["cat", "dog", "bird", "model", "parser", "teacher", "river", "city", "engine", "garden"]
_VERBS = ["sees", "likes", "builds", "reads", "finds", "moves", "paints", "tests"]
_ADJ = ["small", "old", "quick", "quiet", "red", "clever", "tired", "bright"]


def text_stream(num_batches, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        texts = []
        for _ in range(batch_size):
            words = ["the", rng.choice(_ADJ), rng.choice(_NOUNS), rng.choice(_VERBS),
                     "a", rng.choice(_ADJ), rng.choice(_NOUNS), "."]
            texts.append(" ".join(words))
        yield texts
