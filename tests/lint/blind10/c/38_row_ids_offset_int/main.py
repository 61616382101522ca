import numpy as np

from ids import assign_row_ids

CHUNK = 512


def chunks_from_log(rng, n_chunks):
    """Raw event chunks; rows with a missing user id are dropped by the id assignment."""
    for _ in range(n_chunks):
        user = rng.integers(0, 1000, size=CHUNK)
        user[rng.uniform(size=CHUNK) < 0.1] = -1
        yield user


def main():
    rng = np.random.default_rng(0)
    offset = 0
    for i, user in enumerate(chunks_from_log(rng, 6)):
        ids, next_offset = assign_row_ids(user >= 0, offset)
        offset = int(next_offset)
        print(f"chunk {i}: kept {int((np.asarray(ids) >= 0).sum())}, next id {int(offset)}")


if __name__ == "__main__":
    main()
