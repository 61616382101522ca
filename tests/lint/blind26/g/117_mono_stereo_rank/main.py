from audio_io import load
from features import spectral_flatness

for rec in range(7):
    audio = load(rec)
    print(rec, audio.shape, round(float(spectral_flatness(audio)), 4))
