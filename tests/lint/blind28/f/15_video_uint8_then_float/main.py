import numpy as np

from features import motion_descriptor
from video import clip_stream


def main():
    descs = {}
    for name, frames in clip_stream(8):
        descs[name] = np.asarray(motion_descriptor(frames))
    for name, d in descs.items():
        print(name, d.shape, float(d[:, 0].mean()))


if __name__ == "__main__":
    main()
