import numpy as np

from render import render_bar
from score import bars, to_arrays


def main():
    audio = []
    for notes in bars():
        pitch, onset, dur = to_arrays(notes)
        audio.append(np.asarray(render_bar(pitch, onset, dur)))
    y = np.concatenate(audio)
    print("rendered", y.shape[0], "samples, peak", float(np.abs(y).max()))


if __name__ == "__main__":
    main()
