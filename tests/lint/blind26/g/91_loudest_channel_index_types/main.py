from array_audio import read_multichannel, reference_channel
from beam import coherence_to_ref

for clip in range(6):
    audio = read_multichannel(clip)
    mode = "loudest" if clip % 2 else "fixed"
    coh = coherence_to_ref(audio, reference_channel(audio, mode))
    print(clip, mode, [round(float(c), 3) for c in coh])
