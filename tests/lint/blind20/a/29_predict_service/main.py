import numpy as np

from service import PredictionService

MAX_TRACKS, HIST = 10, 6


def fake_request(rng, frame):
    return {
        "ids": list(range(MAX_TRACKS)),
        "tracks": rng.normal(size=(MAX_TRACKS, HIST, 2)).cumsum(1),
        "valid": rng.random(MAX_TRACKS) > 0.4,
    }


def main():
    rng = np.random.default_rng(7)
    service = PredictionService(hist=HIST)
    for frame in range(8):
        resp = service.handle(fake_request(rng, frame))
        print(frame, len(resp["ids"]), resp["forecast"].shape)


if __name__ == "__main__":
    main()
