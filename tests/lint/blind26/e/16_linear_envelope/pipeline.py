from config import EMGProcessing
from emg import linear_envelope


def process_trial(channels):
    out = {}
    for muscle, raw in channels.items():
        out[muscle] = linear_envelope(raw, cfg=EMGProcessing(lp_cut=6.0))
    return out
