import numpy as np

from gl import griffin_lim

FRAMES, BINS = 24, 65


def iterations_for(request):
    base = {"draft": 4, "standard": 16, "high": 32}[request["quality"]]
    return base + request["priority"]


def main():
    rng = np.random.default_rng(0)
    requests = [{"quality": "draft", "priority": 0}, {"quality": "standard", "priority": 2},
                {"quality": "standard", "priority": 1}, {"quality": "high", "priority": 0},
                {"quality": "draft", "priority": 3}]
    for req in requests:
        mag = np.abs(rng.standard_normal((FRAMES, BINS))).astype(np.float32)
        wav = griffin_lim(mag, np.int32(iterations_for(req)))
        print(req, wav.shape)


if __name__ == "__main__":
    main()
