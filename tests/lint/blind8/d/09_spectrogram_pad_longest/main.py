import numpy as np

from data import batched, synth_clips
from features import log_spectrogram


def main():
    clips = synth_clips(24)
    energies = []
    for batch, lengths in batched(clips, batch_size=4):
        spec = log_spectrogram(batch, lengths)
        energies.append(np.asarray(spec.mean(axis=(1, 2))))
    energies = np.concatenate(energies)
    print("clips:", len(energies), "mean log-energy:", energies.mean().round(3))


if __name__ == "__main__":
    main()
