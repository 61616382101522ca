from dsp import power_spec

N_FFT = 512
OVERLAP = 0.75


def live_features(clip):
    return power_spec(clip, n_fft=N_FFT, hop=N_FFT * (1 - OVERLAP)).mean(0)
