import numpy as np

from align import shift_cues
from timecode import tc_to_frames

EDL = [
    ("REEL1", "01:00:00:00", "00:59:59:12"),
    ("REEL2", "02:00:00:00", "02:00:01:03"),
    ("REEL3", "03:00:00:00", "03:00:00:00"),
    ("REEL4", "04:00:00:00", "03:59:58:20"),
]


def main():
    rng = np.random.default_rng(0)
    for reel, program_start, source_start in EDL:
        cues = np.sort(rng.integers(0, 2000, 40)).astype(np.int32)
        offset = tc_to_frames(source_start) - tc_to_frames(program_start)
        frames, ms = shift_cues(cues, offset, 25)
        print(reel, offset, int(ms[0]), int(ms[-1]))


if __name__ == "__main__":
    main()
