from features import dominant_frequency
from wavinfo import RATES, read

for i, rec in enumerate(["SM2", "SM4", "AudioMoth", "Song Meter Mini", "SM2"]):
    audio, sr = read(rec, seed=i)
    print(rec, sr, float(dominant_frequency(audio, sr)))
