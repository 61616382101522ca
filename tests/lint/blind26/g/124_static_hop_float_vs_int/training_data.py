from dsp import power_spec

N_FFT = 512


def train_features(clips):
    return [power_spec(c, n_fft=N_FFT, hop=N_FFT // 4).mean(0) for c in clips]
