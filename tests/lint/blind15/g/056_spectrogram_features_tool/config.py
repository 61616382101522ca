TRAIN_STFT = {"n_fft": 64, "hop": 16}
EVAL_STFT = {"n_fft": 128, "hop": 32}
