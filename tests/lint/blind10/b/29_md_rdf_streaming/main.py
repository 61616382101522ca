import numpy as np

from analysis import rdf_histogram
from pipeline import chunked, simulation_frames

RUN_LENGTHS = {"run_a": 45, "run_b": 38, "run_c": 51, "run_d": 29}
CHUNK = 16


def accumulate_rdf():
    totals = {}
    for seed, (name, n_frames) in enumerate(RUN_LENGTHS.items()):
        hist = np.zeros(25)
        for block in chunked(simulation_frames(n_frames, seed=seed), CHUNK):
            hist += np.asarray(rdf_histogram(block))
        totals[name] = hist / n_frames
    return totals


if __name__ == "__main__":
    for name, h in accumulate_rdf().items():
        print(name, "peak bin", int(np.argmax(h)), "pairs/frame", round(float(h.sum()), 1))
