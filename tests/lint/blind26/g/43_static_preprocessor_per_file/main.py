from dataset import RecordingSet
from features import log_band_spec

for name, audio, spec_cfg in RecordingSet():
    S = log_band_spec(audio, spec_cfg)
    print(name, S.shape, float(S.mean()))
