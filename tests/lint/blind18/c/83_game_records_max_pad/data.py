import numpy as np

NUM_MOVES = 64
MAX_PLIES = 40


def synthetic_records(rng, n):
    """Move-index sequences of finished games with their result from white's view."""
    records = []
    for _ in range(n):
        length = int(rng.integers(8, MAX_PLIES))
        moves = rng.integers(1, NUM_MOVES, length).astype(np.int32)
        records.append((moves, float(rng.choice([-1.0, 0.0, 1.0]))))
    return records


def collate(records):
    moves = np.zeros((len(records), MAX_PLIES), np.int32)
    for i, (m, _) in enumerate(records):
        moves[i, :len(m)] = m
    results = np.array([r for _, r in records], np.float32)
    return moves, results


def batches(records, batch_size):
    for start in range(0, len(records) - batch_size + 1, batch_size):
        yield collate(records[start:start + batch_size])
