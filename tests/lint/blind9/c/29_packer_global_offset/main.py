import numpy as np

from packing import assign_positions, pack_row


def doc_stream(rng, n_rows):
    for _ in range(n_rows):
        yield [rng.integers(1, 500, size=rng.integers(5, 30)) for _ in range(4)]


def main():
    rng = np.random.default_rng(0)
    offset = 0
    for row, docs in enumerate(doc_stream(rng, 6)):
        toks, seg = pack_row(docs)
        local_pos, global_idx, offset = assign_positions(seg, offset)
        print(f"row {row}: max local pos {int(local_pos.max())}, next offset {int(offset)}")


if __name__ == "__main__":
    main()
